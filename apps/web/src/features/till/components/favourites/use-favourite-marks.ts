import { useCallback, useMemo } from 'react';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { useFavourites } from '@/features/till/api/get-favourites';
import { useChangeFavourite } from '@/features/till/api/set-favourite';
import type { FavouriteMarks } from '@/features/till/components/catalogue/till-grid';

/** Edit mode's stars: a tap adds the product to Favourites, or takes it off. */
export const useFavouriteMarks = (): FavouriteMarks => {
  const list = useFavourites().data;
  const { mutate } = useChangeFavourite();
  const ids = useMemo(() => new Set((list ?? []).map((product) => product.id)), [list]);
  const onToggle = useCallback(
    (product: Product) => mutate({ kind: ids.has(product.id) ? 'remove' : 'add', product }),
    [ids, mutate],
  );
  return useMemo(() => ({ ids, onToggle }), [ids, onToggle]);
};
