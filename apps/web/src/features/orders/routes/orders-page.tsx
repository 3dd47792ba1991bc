import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { useSession } from '@/api/get-session';
import { isTerminalDevice } from '@/api/session-access';
import { useOrders } from '@/features/orders/api/get-orders';
import { OrderCard } from '@/features/orders/components/order-card';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { OrdersToolbar } from '@/features/orders/components/orders-toolbar';
import { OrdersViewToggle } from '@/features/orders/components/orders-view-toggle';
import type { DetailTab } from '@/features/orders/detail/detail-tabs';
import { OrderDetailPanel } from '@/features/orders/detail/order-detail-panel';
import { FilterChips } from '@/features/orders/filters/filter-chips';
import { OrderFiltersDialog } from '@/features/orders/filters/order-filters-dialog';
import { methodOptions, statusOptions } from '@/features/orders/filters/order-filters';
import { useNewOrderAlert } from '@/features/orders/hooks/use-new-order-alert';
import { useOrderListParams } from '@/features/orders/hooks/use-order-list-params';
import { DialogLoading } from '@/ui/dialog-loading';
import { ListPager } from '@/ui/list-pager';
import { PageContainer } from '@/ui/page-container';

const OrderDetailDialog = lazy(async () => ({
  default: (await import('@/features/orders/detail/order-detail-dialog')).OrderDetailDialog,
}));

/**
 * /orders (000 §2, 001 §2.4): search, filters, live mode, 10 cards a page; or the admin
 * table (000 §2's admin variant), 25 rows a page. Details, the order number and a table
 * row all open the order.
 */
export const OrdersPage = () => {
  const session = useSession();
  const isTerminal = isTerminalDevice(session);
  const list = useOrderListParams();
  const orders = useOrders(list.params);
  const [isFiltering, setIsFiltering] = useState(false);
  const [open, setOpen] = useState<{ order: Order; tab: DetailTab } | null>(null);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  // 001 §2.4: on small screens the details open in a dialog; on wider ones, in the card.
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const openDetail = (order: Order, tab: DetailTab) => {
    if (tab === 'details' && !isSmall && list.view === 'cards')
      setExpandedId((current) => (current === order.id ? null : order.id));
    else setOpen({ order, tab });
  };
  const results = orders.data?.results ?? [];
  useNewOrderAlert(list.page === 1 ? results[0] : undefined, list.isLive);

  return (
    <PageContainer>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <OrdersToolbar
          search={list.search}
          onSearch={list.setSearch}
          onOpenFilters={() => setIsFiltering(true)}
          isLive={list.isLive}
          onLiveChange={list.setIsLive}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1 }}>
            <FilterChips filters={list.filters} onChange={list.setFilters} />
          </Box>
          <OrdersViewToggle view={list.view} onChange={list.setView} />
        </Box>
        {orders.isPending && (
          <CircularProgress aria-label="Loading orders" sx={{ justifySelf: 'center' }} />
        )}
        {orders.isError && orders.data === undefined && (
          <Alert severity="error">The orders could not be loaded. Trying again shortly.</Alert>
        )}
        {orders.isSuccess && results.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            No orders to show.
          </Typography>
        )}
        {list.view === 'table' ? (
          results.length > 0 && (
            <OrdersTable orders={results} onOpen={(order) => openDetail(order, 'details')} />
          )
        ) : (
          <Box
            component="section"
            aria-label="Orders"
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                md: 'repeat(2, minmax(0, 1fr))',
                xl: 'repeat(3, minmax(0, 1fr))',
              },
              alignItems: 'start',
            }}
          >
            {results.map((order) => {
              const isExpanded = order.id === expandedId && !isSmall;
              return (
                // An open card takes the whole row, so its tabs have room.
                <Box key={order.id} sx={{ gridColumn: isExpanded ? '1 / -1' : undefined }}>
                  <OrderCard
                    order={order}
                    onOpen={openDetail}
                    details={
                      isExpanded ? (
                        <OrderDetailPanel
                          order={order}
                          initialTab="details"
                          isTerminal={isTerminal}
                          isNarrow={false}
                        />
                      ) : undefined
                    }
                  />
                </Box>
              );
            })}
          </Box>
        )}
        {orders.data !== undefined && (
          <ListPager
            page={list.page}
            pageSize={list.pageSize}
            count={orders.data.count}
            countExact={orders.data.countExact}
            onPageChange={list.setPage}
            noun="orders"
          />
        )}
      </Box>
      {isFiltering && (
        <OrderFiltersDialog
          filters={list.filters}
          statuses={statusOptions(session.client)}
          methods={methodOptions(session.client)}
          onChange={list.setFilters}
          onClose={() => setIsFiltering(false)}
        />
      )}
      {open !== null && (
        <Suspense fallback={<DialogLoading />}>
          <OrderDetailDialog
            order={open.order}
            initialTab={open.tab}
            isTerminal={isTerminal}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </PageContainer>
  );
};
