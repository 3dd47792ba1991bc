import { useMemo, useState } from 'react';
import { toApiDate } from '@/ui/date-mask';
import {
  NO_FILTERS,
  type OrderFilters,
  type OrderListParams,
} from '@/features/orders/filters/order-filters';
import { useDebouncedValue } from '@/features/orders/hooks/use-debounced-value';

/**
 * The list's search, filters, page and live mode, and the request they make. Search and
 * filters reach the server 300 ms after they stop changing (000 §5), and send page 1.
 */
export const useOrderListParams = () => {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [isLive, setIsLive] = useState(true);
  const settled = useDebouncedValue(useMemo(() => ({ search, filters }), [search, filters]));

  const params = useMemo<OrderListParams>(
    () => ({
      page,
      search: settled.search,
      status: settled.filters.status,
      deliverTo: settled.filters.deliverTo,
      // A date still being typed filters nothing yet.
      date: toApiDate(settled.filters.date),
      isLive,
    }),
    [page, settled, isLive],
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
    isLive,
    setIsLive,
  };
};
