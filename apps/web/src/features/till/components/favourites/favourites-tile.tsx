import { FAVOURITES_SEGMENT } from '@opentill/contract/catalogue/till-segments';
import { TILL_PATH } from '@/features/till/cashier-login-redirect';
import { tileClasses, tileStyle } from '@/features/till/components/catalogue/tile';
import type { TillCrumb } from '@/features/till/components/catalogue/till-breadcrumbs';
import { STAR_PATH } from '@/features/till/components/favourites/favourite-star';

/** The app's amber: Favourites stands apart from the merchant's own colours. */
const FAVOURITES_COLOUR = '#f5a524';

/** Till › Favourites */
export const FAVOURITES_CRUMBS: readonly TillCrumb[] = [
  { label: 'Till', to: TILL_PATH },
  { label: 'Favourites', to: `${TILL_PATH}/${FAVOURITES_SEGMENT}` },
];

export type FavouritesTileProps = { onOpen: () => void };

/** The top level's first tile: the merchant's Favourites page, whatever category they sit in. */
export const FavouritesTile = ({ onOpen }: FavouritesTileProps) => (
  <button
    type="button"
    className={tileClasses.root}
    style={tileStyle(FAVOURITES_COLOUR)}
    onClick={onOpen}
  >
    <span className={tileClasses.name}>Favourites</span>
    <span className={tileClasses.footer}>
      <span />
      <svg className={tileClasses.icon} viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d={STAR_PATH} />
      </svg>
    </span>
  </button>
);
