import { z } from 'zod';
import { deviceSchema } from '../auth/auth.schemas.js';
import { SCREEN_NAME_MAX_LENGTH } from './screen.schemas.js';

/** Letters and digits nobody misreads on a kitchen wall: no 0/O, 1/I (nor L, which reads as 1). */
export const SCREEN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SCREEN_CODE_LENGTH = 6;
export const SCREEN_CODE_LIFETIME_MS = 10 * 60_000;

export const screenCodeMessages = {
  enterCode: 'Enter the 6-character code shown on the screen.',
  wrongCode: 'This code is wrong or has expired. Check the screen and try again.',
  enterName: 'Enter a name for the screen.',
  expired: 'This code has expired.',
} as const;

/** POST screens/pairing-codes/ (public): a screen asks for a code to show. */
export const screenCodeResponseSchema = z.object({
  code: z.string(),
  /** The screen's own secret for collecting its id once the code is claimed; never shown. */
  pollToken: z.string(),
  expiresAt: z.string(),
});
export type ScreenCodeResponse = z.infer<typeof screenCodeResponseSchema>;

/** GET screens/pairing-codes/{pollToken}/: still waiting, or paired with the screen's id (answered once). */
export const screenCodeStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('waiting'), expiresAt: z.string() }),
  z.object({ status: z.literal('paired'), screenId: z.uuid(), device: deviceSchema }),
]);
export type ScreenCodeStatus = z.infer<typeof screenCodeStatusSchema>;

export const screenCodeParamsSchema = z.object({
  pollToken: z.string().trim().min(1).max(128),
});

/** Codes are typed in any case, with or without spaces or a dash. */
export const normaliseScreenCode = (typed: string): string =>
  typed.replace(/[\s-]/g, '').toUpperCase();

/** POST screens/claim/: the owner types the code the screen shows, and names the screen. */
export const claimScreenInputSchema = z.object({
  code: z
    .string({ error: screenCodeMessages.enterCode })
    .transform(normaliseScreenCode)
    .pipe(
      z
        .string()
        .length(SCREEN_CODE_LENGTH, screenCodeMessages.enterCode)
        .regex(new RegExp(`^[${SCREEN_CODE_ALPHABET}]+$`), screenCodeMessages.wrongCode),
    ),
  name: z
    .string({ error: screenCodeMessages.enterName })
    .trim()
    .min(1, screenCodeMessages.enterName)
    .max(SCREEN_NAME_MAX_LENGTH, `Keep the name under ${SCREEN_NAME_MAX_LENGTH} characters.`),
});
export type ClaimScreenInput = z.input<typeof claimScreenInputSchema>;
