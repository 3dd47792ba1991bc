import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { camelizeKeys } from '@opentill/contract/case-conversion';
import { api } from '@/api/api-client';
import { CATALOGUE_QUERY_KEY } from '@/features/till/api/query-keys';

/**
 * A product as the wire spells it (snake_case). Converting 5,000 of them at once would
 * hold the till up for a few hundred milliseconds on a slow tablet, so the list stays
 * as it came and each product is converted when it is shown (productOfWire). The fields
 * named here read the same either way, or are read in their wire spelling.
 */
export type WireProduct = {
  id: string;
  name: string;
  parent_category_id: string | null;
  position: number;
};

/** GET orders/products/?version=1: every live product of the merchant (the till's search). */
export const getAllProducts = async (signal?: AbortSignal): Promise<WireProduct[]> =>
  await api.get<WireProduct[]>('orders/products', {
    query: { version: 1 },
    signal,
    keepWireCase: true,
  });

const converted = new WeakMap<WireProduct, Product>();

/** One product in the app's shape, converted once, so its tile keeps its identity. */
export const productOfWire = (wire: WireProduct): Product => {
  let product = converted.get(wire);
  if (product === undefined) {
    product = camelizeKeys(wire) as Product;
    converted.set(wire, product);
  }
  return product;
};

/**
 * Under CATALOGUE, so any product or category edit refreshes it. Thousands of products
 * are worth fetching once a minute at most (another till's edits show within it), and
 * are replaced whole: comparing 5,000 old and new products field by field costs more
 * than the re-render it might save.
 */
export const allProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, 'all-products'],
    queryFn: ({ signal }) => getAllProducts(signal),
    staleTime: 60_000,
    structuralSharing: false,
  });
