import { z } from 'zod';
import { parsePounds } from '@opentill/contract/money';
import {
  tillSettingsSchema,
  type TillSettings,
} from '@opentill/contract/settings/till-settings.schemas';

/** 5.00 for £5: the tolerance as the field shows it. */
const poundsText = (pence: number): string => (pence / 100).toFixed(2);

/**
 * Settings → Till as typed: the cash-up tolerance in pounds. It becomes pence, then the
 * contract's own schema checks the whole section, so the messages are the server's. Text
 * that is no amount becomes NaN, which that schema refuses with its own sentence.
 */
export const tillSettingsFormSchema = z
  .object({
    ...tillSettingsSchema.shape,
    cashVarianceTolerance: z.string().transform((text) => parsePounds(text) ?? Number.NaN),
  })
  .pipe(tillSettingsSchema);

export type TillSettingsFormInput = z.input<typeof tillSettingsFormSchema>;

export const tillSettingsFormValues = (saved: TillSettings): TillSettingsFormInput => ({
  ...saved,
  cashVarianceTolerance: poundsText(saved.cashVarianceTolerance),
});
