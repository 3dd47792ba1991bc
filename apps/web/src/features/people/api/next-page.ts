/** A DRF page: `next` is the address of the following page, null on the last one. */
export type PagedList<TItem> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: TItem[];
};

/** The page number after `lastPageParam`, or undefined when the server says there is none. */
export const getNextPageNumber = <TItem>(
  lastPage: PagedList<TItem>,
  _pages: unknown,
  lastPageParam: number,
): number | undefined => (lastPage.next === null ? undefined : lastPageParam + 1);
