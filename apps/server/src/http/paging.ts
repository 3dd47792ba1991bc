import type { Page, PagingQuery } from '@opentill/contract/http/paging';

/**
 * The DRF page shape: next and previous are the same URL with the page moved,
 * or null at either end.
 */
export const toPage = <T>(
  results: T[],
  count: number,
  query: PagingQuery,
  url: string,
): Page<T> => {
  const lastPage = Math.max(1, Math.ceil(count / query.limit));
  const linkTo = (page: number) => {
    const target = new URL(url, 'http://x');
    target.searchParams.set('page', String(page));
    target.searchParams.set('limit', String(query.limit));
    return `${target.pathname}${target.search}`;
  };
  return {
    count,
    next: query.page < lastPage ? linkTo(query.page + 1) : null,
    previous: query.page > 1 ? linkTo(Math.min(query.page - 1, lastPage)) : null,
    results,
  };
};

export const offsetOf = (query: PagingQuery): number => (query.page - 1) * query.limit;
