import { z } from 'zod';
import { messages } from '@opentill/contract/messages';
import { parsePounds, type Pence } from '@opentill/contract/money';

// Prices are typed in pounds (spec 001 §5) and sent in pence. Each field converts its
// text and hands the pence to the contract's own rule, so the messages are the spec's.

/** '3.20' → 320 and '-1' → -100 (the contract then says "Price can't be negative"); null for no amount. */
export const penceFromPoundsText = (text: string): Pence | null => {
  const trimmed = text.trim();
  const isNegative = trimmed.startsWith('-');
  const pence = parsePounds(isNegative ? trimmed.slice(1) : trimmed);
  if (pence === null) return null;
  return isNegative ? -pence : pence;
};

export const poundsTextFromPence = (pence: Pence): string => (pence / 100).toFixed(2);

/** Pounds typed as text, checked by `penceSchema` once converted. */
export const poundsTextSchema = <T extends z.ZodType<number, number>>(penceSchema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      const pence = penceFromPoundsText(text);
      if (pence !== null) return pence;
      ctx.addIssue({ code: 'custom', message: messages.enterPoundsPrice });
      return z.NEVER;
    })
    .pipe(penceSchema);
