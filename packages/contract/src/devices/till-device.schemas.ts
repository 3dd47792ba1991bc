import { z } from 'zod';

/**
 * POST devices/tills/ (issue 15): a browser till registers the UUID it made once and keeps
 * in IndexedDB; the same UUID always gets the same device back.
 */
export const tillDeviceInputSchema = z.object({
  deviceUuid: z.uuid({ error: 'The till id must be a UUID.' }),
});
export type TillDeviceInput = z.input<typeof tillDeviceInputSchema>;

/**
 * The till's device: `number` is sequential per merchant among tills and terminals;
 * `lastSeq` is the highest sale number it has sent, where a till with a fresh counter
 * carries on from.
 */
export const tillDeviceSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  lastSeq: z.number().int().min(0),
});
export type TillDevice = z.infer<typeof tillDeviceSchema>;
