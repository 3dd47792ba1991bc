import { z } from 'zod';
import { printRoutesSchema } from '@opentill/contract/printing/stations.schemas';

/**
 * The routes as the form holds them: a product row just added has no product or station
 * yet, and says so in words before anything is sent; the server checks the ids.
 */
export const printRoutesFormSchema = z.object({
  categories: printRoutesSchema.shape.categories,
  products: z.array(
    z.object({
      productId: z.string().min(1, 'Choose a product.'),
      stationId: z.string({ error: 'Choose a station.' }).min(1, 'Choose a station.'),
    }),
  ),
});
export type PrintRoutesFormValues = z.infer<typeof printRoutesFormSchema>;
