// Zod-free: the till's first screen imports these.

/** /till/favourites: the till's Favourites page, beside the category paths. */
export const FAVOURITES_SEGMENT = 'favourites';

/**
 * The till's own path segments right under /till. A category is never given one as
 * its slug (it gets 'favourites-2'), so /till/{segment} always means the till's page.
 */
export const RESERVED_CATEGORY_SLUGS: readonly string[] = [FAVOURITES_SEGMENT, 'cashier-login'];
