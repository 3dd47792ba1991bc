import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { allProductsQueryOptions } from '@/features/till/api/get-all-products';
import {
  buildProductSearchIndex,
  type ProductSearchIndex,
} from '@/features/till/components/search/product-search-index';
import type { WireProduct } from '@/features/till/api/get-all-products';

// Module-level, so the query keeps the index until the products change.
const indexOf = (products: WireProduct[]): ProductSearchIndex<WireProduct> =>
  buildProductSearchIndex(products);

/** Long enough for the level's first screen to be up and take taps first. */
const FETCH_AFTER_MS = 1500;

/**
 * The search index of the whole catalogue, built once per answer (the query's `select`
 * keeps it until the products change), so a keystroke only scans it. Fetched shortly
 * after the till opens, or as soon as the search box is touched.
 */
export const useProductSearchIndex = () => {
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsWanted(true), FETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const query = useQuery({
    ...allProductsQueryOptions(),
    enabled: isWanted,
    select: indexOf,
  });
  const want = useCallback(() => setIsWanted(true), []);
  return { index: query.data, error: query.error, want };
};
