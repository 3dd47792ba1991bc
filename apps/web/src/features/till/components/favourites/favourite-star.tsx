import { memo, type ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Product } from '@opentill/contract/catalogue/product.schemas';

/** Material's star and star-outline, drawn inline like the tiles' other icons. */
export const STAR_PATH =
  'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_OUTLINE_PATH =
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z';

const classes = { cell: 'ot-tile-cell', star: 'ot-tile__star' } as const;

/** Styled once per grid, as the tiles are (tile.tsx). */
export const FavouriteStarStyles = () => (
  <GlobalStyles
    styles={{
      [`.${classes.cell}`]: { position: 'relative', display: 'grid' },
      // Room for the star, so a long name never runs under it.
      [`.${classes.cell} .ot-tile__name`]: { paddingRight: 34 },
      [`.${classes.star}`]: {
        position: 'absolute',
        top: 0,
        right: 0,
        width: 48,
        height: 48,
        display: 'grid',
        placeItems: 'center',
        padding: 0,
        border: 0,
        background: 'transparent',
        cursor: 'pointer',
        touchAction: 'manipulation',
        WebkitTapHighlightColor: 'transparent',
        '& svg': {
          width: 32,
          height: 32,
          padding: 4,
          borderRadius: '50%',
          background: '#ffffff',
          boxShadow: '0 1px 3px rgba(7, 61, 58, 0.35)',
          fill: '#4a5a58',
        },
        '&[aria-pressed="true"] svg': { fill: '#b25400' },
        '&:focus-visible': { outline: '3px solid #0f5c57', outlineOffset: -3, borderRadius: 12 },
      },
    }}
  />
);

export type FavouriteStarCellProps = {
  product: Product;
  isFavourite: boolean;
  onToggle: (product: Product) => void;
  /** The product's tile. */
  children: ReactNode;
};

/**
 * Edit mode's one-tap way to fill Favourites: a star in the tile's corner, a button of
 * its own beside the tile's (a button cannot hold another), pressed while it is one.
 */
export const FavouriteStarCell = memo(function FavouriteStarCell({
  product,
  isFavourite,
  onToggle,
  children,
}: FavouriteStarCellProps) {
  return (
    <div className={classes.cell}>
      {children}
      <button
        type="button"
        className={classes.star}
        aria-pressed={isFavourite}
        aria-label={`Favourite ${product.name}`}
        onClick={() => onToggle(product)}
      >
        <svg viewBox="0 0 24 24" aria-hidden focusable="false">
          <path d={isFavourite ? STAR_PATH : STAR_OUTLINE_PATH} />
        </svg>
      </button>
    </div>
  );
});
