import { useMatches } from 'react-router';
import { adminPageTitle } from '@opentill/contract/accounts/account-constants';
import { BRAND_TITLE } from '@opentill/contract/constants';

/** What a route tells the shell about itself. */
export type RouteHandle = {
  title?: string;
  /**
   * A till screen fills the window under the top bar and, from a landscape tablet up, has
   * the drawer as a rail of icons, leaving the width to the grid and the cart.
   */
  isTillScreen?: boolean;
};

const titleOf = (handle: unknown): string | undefined => {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
};

/** The deepest matched route's title, or the brand title. */
export const useRouteTitle = (): string => {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const title = titleOf(match.handle);
    if (title !== undefined) return title;
  }
  return BRAND_TITLE;
};

const isTillScreenHandle = (handle: unknown): boolean =>
  typeof handle === 'object' &&
  handle !== null &&
  'isTillScreen' in handle &&
  handle.isTillScreen === true;

/** Whether the deepest matched route is a till screen (RouteHandle.isTillScreen). */
export const useIsTillScreen = (): boolean => {
  const matches = useMatches();
  return isTillScreenHandle(matches[matches.length - 1]?.handle);
};

/**
 * The browser tab: the fixed product-name prefix, then the page (spec 000 §1), e.g.
 * 'OpenTill | Orders'; a page without a title of its own shows the prefix alone.
 */
export const toDocumentTitle = (title: string): string =>
  adminPageTitle(title === BRAND_TITLE ? '' : title);
