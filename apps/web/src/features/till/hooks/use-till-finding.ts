import { useEffect, useMemo, useState } from 'react';
import { FAVOURITES_SEGMENT } from '@opentill/contract/catalogue/till-segments';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { productOfWire, type WireProduct } from '@/features/till/api/get-all-products';
import { useFavourites } from '@/features/till/api/get-favourites';
import { useFavouriteMarks } from '@/features/till/components/favourites/use-favourite-marks';
import type { ProductSearchIndex } from '@/features/till/components/search/product-search-index';
import {
  createTillSearchStore,
  useIsSearching,
} from '@/features/till/components/search/till-search-store';
import { useProductSearchIndex } from '@/features/till/components/search/use-product-search-index';
import { useRememberedTillLevel } from '@/features/till/hooks/use-remembered-till-level';
import type { TillLevel } from '@/features/till/hooks/use-till-level';

/** The categorySlugPath a level hook should load: Favourites sits on the top level. */
export const levelPathOf = (categorySlugPath: string): string =>
  categorySlugPath === FAVOURITES_SEGMENT ? '' : categorySlugPath;

/**
 * Finding a product on the till (issue 13): the search box and its index, Favourites,
 * and the level this till was last on. `level` is useTillLevel(levelPathOf(path)).
 */
export const useTillFinding = (categorySlugPath: string, pathname: string, level: TillLevel) => {
  const isFavouritesPage = categorySlugPath === FAVOURITES_SEGMENT;
  const [search] = useState(createTillSearchStore);
  const isSearching = useIsSearching(search);
  const searchIndex = useProductSearchIndex();
  const favourites = useFavourites();
  const marks = useFavouriteMarks();

  // Choosing a level (a breadcrumb, Back, a category) ends the search.
  useEffect(() => search.setQuery(''), [pathname, search]);

  const isRestoring = useRememberedTillLevel(
    categorySlugPath,
    isFavouritesPage
      ? { isLoaded: favourites.isSuccess, error: favourites.error }
      : { isLoaded: !level.isPending && level.error === null, error: level.error },
  );
  const favouriteCount = favourites.data?.length ?? 0;
  return {
    search,
    isSearching,
    searchIndex,
    marks,
    isFavouritesPage,
    isRestoring,
    /** The top level waits for Favourites, so its tile never pushes the others along. */
    isFavouritesPending: favourites.isPending,
    favouriteCount,
  };
};

/**
 * The products beside one being edited, in till order, for its Move: the level's own,
 * or, for a search result from another category, those of its category in the catalogue.
 */
export const useEditSiblings = (
  product: Product | null,
  level: TillLevel,
  index: ProductSearchIndex<WireProduct> | undefined,
): readonly Product[] => {
  const levelId = level.category?.id ?? null;
  const levelProducts = level.products;
  return useMemo(() => {
    const parentId = product?.parentCategoryId ?? null;
    if (product === null || parentId === levelId || index === undefined) return levelProducts;
    return index.entries
      .map((entry) => entry.product)
      .filter((wire) => wire.parent_category_id === parentId)
      .sort((a, b) => a.position - b.position)
      .map(productOfWire);
  }, [product, levelId, levelProducts, index]);
};
