import { useLayoutEffect, useMemo } from 'react';
import Typography from '@mui/material/Typography';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { productOfWire, type WireProduct } from '@/features/till/api/get-all-products';
import {
  TillGrid,
  TillGridSkeleton,
  type FavouriteMarks,
} from '@/features/till/components/catalogue/till-grid';
import { TillLevelError } from '@/features/till/components/catalogue/till-level-error';
import {
  searchProducts,
  type ProductSearchIndex,
} from '@/features/till/components/search/product-search-index';
import { measureSearchToResult } from '@/features/till/components/search/search-timing';
import {
  useSearchQuery,
  type TillSearchStore,
} from '@/features/till/components/search/till-search-store';

const NO_CATEGORIES: readonly never[] = [];
const nothing = () => {};

export type TillSearchResultsProps = {
  search: TillSearchStore;
  /** Undefined while the catalogue is on its way. */
  index: ProductSearchIndex<WireProduct> | undefined;
  error: unknown;
  isEditing: boolean;
  /** Stable, as the grid's: the same tap as on any level (order it, or edit it). */
  onProductTap: (product: Product) => void;
  favourites?: FavouriteMarks;
};

/** The products matching the search box, from every category, in place of the level. */
export const TillSearchResults = ({
  search,
  index,
  error,
  isEditing,
  onProductTap,
  favourites,
}: TillSearchResultsProps) => {
  const query = useSearchQuery(search);
  const result = useMemo(() => {
    if (index === undefined) return null;
    const found = searchProducts(index, query);
    return { products: found.products.map(productOfWire), total: found.total };
  }, [index, query]);
  useLayoutEffect(() => {
    if (result !== null) measureSearchToResult();
  }, [result]);

  if (result === null) {
    return error !== null ? <TillLevelError error={error} /> : <TillGridSkeleton />;
  }
  if (result.total === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        No products match “{query.trim()}”.
      </Typography>
    );
  }
  const isCut = result.total > result.products.length;
  return (
    <>
      <TillGrid
        key="search"
        categories={NO_CATEGORIES}
        products={result.products}
        isEditing={isEditing}
        hasAddTiles={false}
        favourites={favourites}
        onCategoryTap={nothing}
        onProductTap={onProductTap}
        onAddCategory={nothing}
        onAddProduct={nothing}
      />
      <Typography role="status" color="text.secondary" sx={{ pt: 2, textAlign: 'center' }}>
        {isCut
          ? `The first ${result.products.length} of ${result.total.toLocaleString('en-GB')} matches. Keep typing to narrow them down.`
          : `${result.total} ${result.total === 1 ? 'product matches' : 'products match'}.`}
      </Typography>
    </>
  );
};
