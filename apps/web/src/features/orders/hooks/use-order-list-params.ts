import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_PAGE_SIZE } from '@opentill/contract/constants';
import { toApiDate } from '@/ui/date-mask';
import {
  NO_FILTERS,
  type OrderFilters,
  type OrderListParams,
} from '@/features/orders/filters/order-filters';
import { useDebouncedValue } from '@/features/orders/hooks/use-debounced-value';

/** How the list shows: the cards (001 §2.4), or the admin table (000 §2's admin variant). */
export type OrderListView = 'cards' | 'table';

/**
 * 000 §2: "The admin variant has its own page height." The back office's table is
 * denser than the cards, so a page holds more rows: 25 fill a desktop screen.
 */
export const ADMIN_ORDER_PAGE_SIZE = 25;

/** `?view=table` keeps the admin table across a reload and in a bookmark. */
export const VIEW_PARAM = 'view';

/**
 * The list's search, filters, page, view and live mode, and the request they make. Search
 * and filters reach the server 300 ms after they stop changing (000 §5), and send page 1.
 */
export const useOrderListParams = () => {
  const [address, setAddress] = useSearchParams();
  const view: OrderListView = address.get(VIEW_PARAM) === 'table' ? 'table' : 'cards';
  const pageSize = view === 'table' ? ADMIN_ORDER_PAGE_SIZE : ORDER_PAGE_SIZE;
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [isLive, setIsLive] = useState(true);
  const settled = useDebouncedValue(useMemo(() => ({ search, filters }), [search, filters]));

  const params = useMemo<OrderListParams>(
    () => ({
      page,
      pageSize,
      search: settled.search,
      status: settled.filters.status,
      deliverTo: settled.filters.deliverTo,
      // A date still being typed filters nothing yet.
      date: toApiDate(settled.filters.date),
      isLive,
    }),
    [page, pageSize, settled, isLive],
  );

  return {
    params,
    search,
    setSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    filters,
    setFilters: (value: OrderFilters) => {
      setFilters(value);
      setPage(1);
    },
    page,
    setPage,
    view,
    setView: (value: OrderListView) => {
      setAddress(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === 'table') next.set(VIEW_PARAM, 'table');
          else next.delete(VIEW_PARAM);
          return next;
        },
        { replace: true },
      );
      setPage(1);
    },
    pageSize,
    isLive,
    setIsLive,
  };
};
