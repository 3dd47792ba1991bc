import { z } from 'zod';

export const pagingQuerySchema = z.object({
  page: z.coerce.number().int('Enter a whole page number.').min(1, 'Pages start at 1.').default(1),
  limit: z.coerce
    .number()
    .int('Enter a whole number of rows.')
    .min(1, 'Ask for at least one row.')
    .max(200, 'Ask for at most 200 rows.')
    .default(10),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
