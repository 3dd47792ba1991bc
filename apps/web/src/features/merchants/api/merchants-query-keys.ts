/** Query keys of the Merchants page; creating a merchant invalidates the list. */
export const merchantsQueryKeys = {
  all: ['merchants'] as const,
  list: (search: string, page: number) => ['merchants', { search, page }] as const,
};
