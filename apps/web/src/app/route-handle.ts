import { useMatches } from 'react-router';
import { adminPageTitle } from '@opentill/contract/accounts/account-constants';
import { BRAND_TITLE } from '@opentill/contract/constants';

/** What a route tells the shell about itself. */
export type RouteHandle = { title?: string };

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

/**
 * The browser tab: the fixed product-name prefix, then the page (spec 000 §1), e.g.
 * 'OpenTill | Orders'; a page without a title of its own shows the prefix alone.
 */
export const toDocumentTitle = (title: string): string =>
  adminPageTitle(title === BRAND_TITLE ? '' : title);
