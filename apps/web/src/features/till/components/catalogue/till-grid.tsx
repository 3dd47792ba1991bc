import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Category } from '@opentill/contract/catalogue/category.schemas';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { AddTile } from '@/features/till/components/catalogue/add-tile';
import { CategoryTile } from '@/features/till/components/catalogue/category-tile';
import { ProductTile } from '@/features/till/components/catalogue/product-tile';
import {
  FavouriteStarCell,
  FavouriteStarStyles,
} from '@/features/till/components/favourites/favourite-star';
import { useHeadlinePercent } from '@/features/till/order-type/use-headline-percent';
import { useProgressiveCount } from '@/features/till/components/catalogue/use-progressive-count';
import {
  TILE_MIN_HEIGHT_PX,
  TILE_MIN_WIDTH_PX,
  TileStyles,
} from '@/features/till/components/catalogue/tile';

const columns = (minWidth: number) => `repeat(auto-fill, minmax(${minWidth}px, 1fr))`;

const gridSx = {
  display: 'grid',
  gridTemplateColumns: {
    xs: columns(TILE_MIN_WIDTH_PX.xs),
    sm: columns(TILE_MIN_WIDTH_PX.sm),
    lg: columns(TILE_MIN_WIDTH_PX.lg),
  },
  gridAutoRows: `minmax(${TILE_MIN_HEIGHT_PX}px, auto)`,
  gap: { xs: 1, sm: 1.5 },
} as const;

/** Edit mode's stars: which products are favourites, and what a star's tap does. */
export type FavouriteMarks = {
  ids: ReadonlySet<string>;
  onToggle: (product: Product) => void;
};

export type TillGridProps = {
  categories: readonly Category[];
  products: readonly Product[];
  isEditing: boolean;
  /**
   * The callbacks must be stable: the grid re-renders only when the level, edit mode or
   * the prices shown (an eat-in order's mandatory service charge) change.
   */
  onCategoryTap: (category: Category) => void;
  onProductTap: (product: Product) => void;
  onAddCategory: () => void;
  onAddProduct: () => void;
  /** Tiles before the categories (the top level's Favourites). */
  leading?: ReactNode;
  /** Edit mode's Add tiles; search results and Favourites have none. */
  hasAddTiles?: boolean;
  /** A star on each product tile, when given. */
  favourites?: FavouriteMarks;
  /** What an empty level says when not editing; someone who may edit is told how to fill it. */
  emptyText?: string;
};

/**
 * One level of the till: its categories first, then its products, each in its colour.
 * Key it by level: a long level draws progressively (useProgressiveCount).
 */
export const TillGrid = memo(function TillGrid({
  categories,
  products,
  isEditing,
  onCategoryTap,
  onProductTap,
  onAddCategory,
  onAddProduct,
  leading,
  hasAddTiles = true,
  favourites,
  emptyText = 'Nothing here yet.',
}: TillGridProps) {
  const headlinePercent = useHeadlinePercent();
  const isEmpty = categories.length === 0 && products.length === 0;
  const shown = useProgressiveCount(categories.length + products.length);
  const shownProducts =
    shown >= categories.length + products.length
      ? products
      : products.slice(0, Math.max(0, shown - categories.length));
  return (
    <Box component="section" aria-label="Categories and products">
      <TileStyles />
      {favourites !== undefined && <FavouriteStarStyles />}
      {isEmpty && !isEditing && leading === undefined && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      )}
      <Box sx={gridSx}>
        {leading}
        {categories.map((category) => (
          <CategoryTile
            key={category.id}
            category={category}
            isEditing={isEditing}
            onTap={onCategoryTap}
          />
        ))}
        {isEditing && hasAddTiles && <AddTile label="Add Category" onTap={onAddCategory} />}
        {shownProducts.map((product) => {
          const tile = (
            <ProductTile
              key={product.id}
              product={product}
              isEditing={isEditing}
              headlinePercent={headlinePercent}
              onTap={onProductTap}
            />
          );
          return favourites === undefined ? (
            tile
          ) : (
            <FavouriteStarCell
              key={product.id}
              product={product}
              isFavourite={favourites.ids.has(product.id)}
              onToggle={favourites.onToggle}
            >
              {tile}
            </FavouriteStarCell>
          );
        })}
        {isEditing && hasAddTiles && <AddTile label="Add Product" onTap={onAddProduct} />}
      </Box>
    </Box>
  );
});

/** Tiles' shapes while a level loads. */
export const TillGridSkeleton = () => (
  <Box sx={gridSx} role="status" aria-label="Loading products">
    {Array.from({ length: 12 }, (_, index) => (
      <Skeleton
        key={index}
        variant="rounded"
        height={TILE_MIN_HEIGHT_PX}
        sx={{ borderRadius: 3 }}
      />
    ))}
  </Box>
);
