import { z } from 'zod';

/** Slot day (DESIGN.md §11). */
export const slotDaySchema = z.object({
  date: z.string(),
  totalTimeslotsAvailable: z.number().int(),
  timeslots: z.array(
    z.object({
      startTime: z.string(),
      numberAvailable: z.number().int(),
      /**
       * The slot's start as an ISO 8601 instant: send it back as orderDatetimeSlot, so the
       * till never works out the merchant's UTC offset (which changes across daylight saving).
       * Always sent by the server; optional so older fixtures still type-check.
       */
      start: z.string().optional(),
    }),
  ),
});
export type SlotDay = z.infer<typeof slotDaySchema>;
