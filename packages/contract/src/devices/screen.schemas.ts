import { z } from 'zod';
import { deviceSchema } from '../auth/auth.schemas.js';

export const SCREEN_NAME_MAX_LENGTH = 64;
export const DEFAULT_SCREEN_NAME = 'Kitchen display';

/** POST screens/: an owner pairs the browser they are using as a kitchen display. */
export const screenPairInputSchema = z.object({
  name: z
    .string({ error: 'Enter a name for the screen.' })
    .trim()
    .max(SCREEN_NAME_MAX_LENGTH, `Keep the name under ${SCREEN_NAME_MAX_LENGTH} characters.`)
    .transform((name) => (name === '' ? DEFAULT_SCREEN_NAME : name))
    .default(DEFAULT_SCREEN_NAME),
});
export type ScreenPairInput = z.input<typeof screenPairInputSchema>;

/**
 * The screen's id is its credential (`Authorization: Screen {screenId}`): it is
 * answered once, to the browser that paired, and never listed again.
 */
export const screenPairResponseSchema = z.object({
  screenId: z.uuid(),
  device: deviceSchema,
});
export type ScreenPairResponse = z.infer<typeof screenPairResponseSchema>;

/** GET screens/: the merchant's paired screens, for an owner to unpair one from afar. */
export const pairedScreenSchema = deviceSchema.extend({ pairedAt: z.string() });
export const pairedScreenListSchema = z.array(pairedScreenSchema);
export type PairedScreen = z.infer<typeof pairedScreenSchema>;
