import { useSearchParams } from 'react-router';
import type { FulfilmentFilters } from '@/features/fulfilment/api/get-fulfilment-orders';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type FilterChange = Partial<Omit<FulfilmentFilters, 'page'>>;

/**
 * The filters live in the address (?ready=1&date=2026-11-26&q=…&page=2), so a reload or
 * a shared link keeps them. Any change of filter goes back to the first page.
 */
export const useFulfilmentFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const date = searchParams.get('date');
  const page = Number(searchParams.get('page'));
  const filters: FulfilmentFilters = {
    isReadyOnly: searchParams.get('ready') === '1',
    date: date !== null && DATE.test(date) ? date : null,
    search: searchParams.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };

  const write = (next: FulfilmentFilters) => {
    const params = new URLSearchParams();
    if (next.isReadyOnly) params.set('ready', '1');
    if (next.date !== null) params.set('date', next.date);
    if (next.search !== '') params.set('q', next.search);
    if (next.page > 1) params.set('page', String(next.page));
    setSearchParams(params, { replace: true });
  };

  return {
    filters,
    changeFilters: (change: FilterChange) => write({ ...filters, ...change, page: 1 }),
    changePage: (page: number) => write({ ...filters, page }),
  };
};
