import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { attributeSchema } from '@opentill/contract/till/till.schemas';
import { api } from '@/api/api-client';

export type Attribute = z.infer<typeof attributeSchema>;

/** GET orders/attributes/ (001 §7): the merchant's product labels, such as V for Vegetarian. */
export const getAttributes = async (signal?: AbortSignal): Promise<Attribute[]> =>
  await api.get<Attribute[]>('orders/attributes', { signal });

export const attributesQueryOptions = () =>
  queryOptions({
    queryKey: ['till', 'attributes'],
    queryFn: ({ signal }) => getAttributes(signal),
    staleTime: 5 * 60_000,
  });

export const useAttributes = () => useQuery(attributesQueryOptions());
