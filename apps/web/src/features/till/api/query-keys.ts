/**
 * Query-key roots of the till. Every catalogue answer sits under CATALOGUE so one
 * invalidation after an edit refreshes the grid, the breadcrumbs and the category list.
 */
export const CATALOGUE_QUERY_KEY = ['catalogue'] as const;
export const QUICK_TILL_QUERY_KEY = ['quick-till'] as const;
export const CASHIERS_QUERY_KEY = ['cashiers'] as const;
