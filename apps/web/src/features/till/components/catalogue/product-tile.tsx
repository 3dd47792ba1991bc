import { memo } from 'react';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { formatPence } from '@opentill/contract/money';
import { TileIcon, tileClasses, tileStyle } from '@/features/till/components/catalogue/tile';
import { visuallyHidden } from '@/ui/visually-hidden';

export type ProductTileProps = {
  product: Product;
  isEditing: boolean;
  /** Stable across renders, so a cart change never re-renders the tiles. */
  onTap: (product: Product) => void;
};

/** A product in its colour with its name and price; a variable-price product asks on tap. */
export const ProductTile = memo(function ProductTile({
  product,
  isEditing,
  onTap,
}: ProductTileProps) {
  return (
    <button
      type="button"
      className={tileClasses.root}
      style={tileStyle(product.color)}
      onClick={() => onTap(product)}
    >
      <span className={tileClasses.name}>
        {isEditing && (
          <>
            <span style={visuallyHidden}>Edit</span>{' '}
          </>
        )}
        {product.name}
      </span>
      <span className={tileClasses.footer}>
        <span>{product.hasVariablePrice ? 'Enter price' : formatPence(product.price)}</span>
        {isEditing && <TileIcon icon="edit" />}
      </span>
    </button>
  );
});
