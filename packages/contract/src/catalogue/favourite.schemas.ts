import { z } from 'zod';
import { catalogueMessages as m } from './catalogue-messages.js';

/** PUT orders/favourites/{id}/: adds the product to Favourites, or moves it there. */
export const setFavouriteInputSchema = z.object({
  /** From 0; the end when absent or past the end. */
  position: z
    .number({ error: m.positionRange })
    .int(m.positionRange)
    .min(0, m.positionRange)
    .optional(),
});
export type SetFavouriteInput = z.infer<typeof setFavouriteInputSchema>;
