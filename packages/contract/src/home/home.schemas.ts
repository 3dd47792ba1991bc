import { z } from 'zod';
import { PAUSE_DURATIONS_MINUTES, WAIT_TIME_CHOICES_MINUTES } from '../constants.js';
import { clientSchema } from '../auth/auth.schemas.js';

/** GET orders/orderadmin/ */
export const orderAdminCountsSchema = z.object({
  requestedCount: z.number().int(),
  toCollectCount: z.number().int(),
  toDeliverCount: z.number().int(),
});
export type OrderAdminCounts = z.infer<typeof orderAdminCountsSchema>;

const waitTimeMessage = `Wait time must be one of ${WAIT_TIME_CHOICES_MINUTES.join(', ')} minutes.`;

/** POST orders/orderadmin/ */
export const waitTimeInputSchema = z.object({
  waitTime: z
    .number({ error: waitTimeMessage })
    .int(waitTimeMessage)
    .refine((n) => (WAIT_TIME_CHOICES_MINUTES as readonly number[]).includes(n), waitTimeMessage),
});
export type WaitTimeInput = z.infer<typeof waitTimeInputSchema>;
export const waitTimeResponseSchema = z.object({ waitTime: z.number().int() });

export const pausedStatusSchema = z.object({
  orderingUnavailable: z.boolean(),
  /** ISO time the pause ends; null while paused until unpaused, or not paused. */
  pausedUntil: z.string().nullable(),
});
export type PausedStatus = z.infer<typeof pausedStatusSchema>;

const durationMessage = `Duration must be ${PAUSE_DURATIONS_MINUTES.join(' or ')} minutes, or left out to pause until unpaused.`;

/** POST orders/availability/pause/: duration omitted means until unpaused. */
export const pauseInputSchema = z.object({
  duration: z
    .number({ error: durationMessage })
    .int(durationMessage)
    .refine((n) => (PAUSE_DURATIONS_MINUTES as readonly number[]).includes(n), durationMessage)
    .nullish(),
});
export type PauseInput = z.infer<typeof pauseInputSchema>;

/** GET client/ (DESIGN.md §11) */
export const clientInfoSchema = z.object({ client: clientSchema });
export type ClientInfo = z.infer<typeof clientInfoSchema>;
