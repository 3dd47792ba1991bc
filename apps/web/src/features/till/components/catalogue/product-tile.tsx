import { memo } from 'react';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { formatPence } from '@opentill/contract/money';
import { headlinePrice } from '@opentill/contract/orders/service-charge';
import { isSoldOut, stockLabel } from '@/features/till/cart/stock-level';
import { TileIcon, tileClasses, tileStyle } from '@/features/till/components/catalogue/tile';
import { visuallyHidden } from '@/ui/visually-hidden';

export type ProductTileProps = {
  product: Product;
  isEditing: boolean;
  /**
   * The mandatory service charge the price includes, as an eat-in menu shows it
   * (useHeadlinePercent); null for the menu's own price.
   */
  headlinePercent?: number | null;
  /** Stable across renders, so a cart change never re-renders the tiles. */
  onTap: (product: Product) => void;
};

/**
 * A product in its colour with its name, its labels ('V GF', 001 §3 attributes) and
 * its price, with the mandatory service charge on an eat-in order; a variable-price
 * product asks on tap. Tracked stock shows when it is low ("3 left") or gone ("Sold
 * out", greyed). A sold-out tile stays a live button, not a disabled one: a tap says
 * why nothing was added, and edit mode still opens it.
 */
export const ProductTile = memo(function ProductTile({
  product,
  isEditing,
  headlinePercent = null,
  onTap,
}: ProductTileProps) {
  const stock = stockLabel(product);
  const isGone = isSoldOut(product);
  return (
    <button
      type="button"
      className={isGone ? `${tileClasses.root} ${tileClasses.soldOut}` : tileClasses.root}
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
      {product.attributes.length > 0 && (
        <span className={tileClasses.attributes}>
          <span style={visuallyHidden}>, </span>
          {product.attributes.map((attribute) => attribute.shortLabel).join(' ')}
        </span>
      )}
      <span className={tileClasses.footer}>
        <span>
          {product.hasVariablePrice
            ? 'Enter price'
            : formatPence(headlinePrice(product.price, headlinePercent, true))}
        </span>
        {stock !== null && (
          <span className={tileClasses.stock}>
            <span style={visuallyHidden}>, </span>
            {stock}
          </span>
        )}
        {isEditing && <TileIcon icon="edit" />}
      </span>
    </button>
  );
});
