import { useState } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_PAGE_SIZE } from '@opentill/contract/constants';
import { useSession } from '@/api/get-session';
import { useFulfilmentOrders } from '@/features/fulfilment/api/get-fulfilment-orders';
import { FilterChips } from '@/features/fulfilment/components/filter-chips';
import { FiltersDialog } from '@/features/fulfilment/components/filters-dialog';
import { FulfilmentOrderCard } from '@/features/fulfilment/components/fulfilment-order-card';
import { SearchField } from '@/features/fulfilment/components/search-field';
import type { FulfilmentConfig } from '@/features/fulfilment/fulfilment-kinds';
import { useFulfilmentFilters } from '@/features/fulfilment/hooks/use-fulfilment-filters';
import { ListPager } from '@/ui/list-pager';
import { PageContainer } from '@/ui/page-container';

export type FulfilmentScreenProps = { config: FulfilmentConfig };

/** Delivery and Collection share one screen: a live list, search, filters and chips. */
export const FulfilmentScreen = ({ config }: FulfilmentScreenProps) => {
  const session = useSession();
  const { filters, changeFilters, changePage } = useFulfilmentFilters();
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);
  const { data, isPending } = useFulfilmentOrders(config, filters);
  return (
    <PageContainer maxWidth={900}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
        <SearchField value={filters.search} onSearch={(search) => changeFilters({ search })} />
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={() => setIsFiltersOpen(true)}
          sx={{ minHeight: 56, flexShrink: 0 }}
        >
          Filters
        </Button>
      </Stack>
      <Stack sx={{ mt: 1.5, mb: 2 }}>
        <FilterChips
          isReadyOnly={filters.isReadyOnly}
          date={filters.date}
          onClearReadyOnly={() => changeFilters({ isReadyOnly: false })}
          onClearDate={() => changeFilters({ date: null })}
        />
      </Stack>
      {isPending && <Typography>Loading orders…</Typography>}
      {data !== undefined && data.results.length === 0 && (
        <Typography sx={{ textAlign: 'center', mt: 4 }}>{config.emptyText}</Typography>
      )}
      <Stack sx={{ gap: 1.5 }}>
        {data?.results.map((order) => (
          <FulfilmentOrderCard
            key={order.id}
            order={order}
            config={config}
            timeZone={session.client?.timeZone ?? 'Europe/London'}
            waitTimeMinutes={session.client?.waitTime ?? 0}
          />
        ))}
      </Stack>
      {data !== undefined && (
        <Stack sx={{ mt: 2 }}>
          <ListPager
            page={filters.page}
            pageSize={ORDER_PAGE_SIZE}
            count={data.count}
            countExact={data.countExact}
            onPageChange={changePage}
            noun="orders"
          />
        </Stack>
      )}
      <FiltersDialog
        isOpen={isFiltersOpen}
        onlyReadyLabel={config.onlyReadyLabel}
        value={{ isReadyOnly: filters.isReadyOnly, date: filters.date }}
        onApply={(value) => changeFilters(value)}
        onClose={() => setIsFiltersOpen(false)}
      />
    </PageContainer>
  );
};
