import { Suspense, useCallback, useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { useFavourites } from '@/features/till/api/get-favourites';
import { useChangeFavourite } from '@/features/till/api/set-favourite';
import { TillGrid, TillGridSkeleton } from '@/features/till/components/catalogue/till-grid';
import { TillLevelError } from '@/features/till/components/catalogue/till-level-error';
import { LazyPositionPickerDialog } from '@/features/till/components/favourites/lazy-favourite-move-dialog';
import { useFavouriteMarks } from '@/features/till/components/favourites/use-favourite-marks';
import { DialogLoading } from '@/ui/dialog-loading';

const NO_CATEGORIES: readonly never[] = [];
const nothing = () => {};

export type FavouritesViewProps = {
  isEditing: boolean;
  canEdit: boolean;
  /** A tap outside edit mode orders the product as on every other level. */
  onOrder: (product: Product) => void;
};

/**
 * /till/favourites: the merchant's chosen products, in their order, from any category.
 * In edit mode a star takes one off and a tap moves it.
 */
export const FavouritesView = ({ isEditing, canEdit, onOrder }: FavouritesViewProps) => {
  const favourites = useFavourites();
  const change = useChangeFavourite();
  const marks = useFavouriteMarks();
  const [moving, setMoving] = useState<Product | null>(null);
  const closeMove = useCallback(() => setMoving(null), []);
  const list = useMemo(() => favourites.data ?? [], [favourites.data]);

  if (favourites.error !== null) return <TillLevelError error={favourites.error} />;
  if (favourites.isPending) return <TillGridSkeleton />;
  return (
    <>
      {(list.length === 0 || isEditing) && (
        <Typography
          color="text.secondary"
          sx={{ pb: 2, textAlign: list.length ? 'left' : 'center' }}
        >
          {favouritesHint(list.length, isEditing, canEdit)}
        </Typography>
      )}
      {list.length > 0 && (
        <TillGrid
          key="favourites"
          categories={NO_CATEGORIES}
          products={list}
          isEditing={false}
          hasAddTiles={false}
          favourites={isEditing ? marks : undefined}
          onCategoryTap={nothing}
          onProductTap={isEditing ? setMoving : onOrder}
          onAddCategory={nothing}
          onAddProduct={nothing}
        />
      )}
      {moving !== null && (
        <Suspense fallback={<DialogLoading />}>
          <LazyPositionPickerDialog
            itemId={moving.id}
            itemName={moving.name}
            siblings={list}
            isPending={false}
            onClose={closeMove}
            onChoose={(position) => {
              change.mutate({ kind: 'move', product: moving, position });
              closeMove();
            }}
          />
        </Suspense>
      )}
    </>
  );
};

const favouritesHint = (count: number, isEditing: boolean, canEdit: boolean): string => {
  if (isEditing && count === 0) {
    return 'Tap the star on any product to add it here. Search finds products in every category.';
  }
  if (isEditing) return 'Tap a favourite to move it. Tap its star to take it off Favourites.';
  if (canEdit) return 'No favourites yet. Turn on Edit mode and tap the star on a product.';
  return 'No favourites yet.';
};
