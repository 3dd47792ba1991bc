import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { useOrderDetail } from '@/features/orders/api/get-order-detail';
import { detailTabs, type DetailTab } from '@/features/orders/detail/detail-tabs';
import { PaymentTab } from '@/features/orders/detail/payment-tab';
import { ReceiptTab } from '@/features/orders/detail/receipt-tab';
import { EditOrderButton } from '@/features/orders/edit/edit-order-button';
import { RefundTab } from '@/features/orders/detail/refund-tab';
import { OrderDetailsList } from '@/ui/order-details-list';

export type OrderDetailPanelProps = {
  order: Order;
  initialTab: DetailTab;
  /** The Refund tab is for terminal devices only (001 §2.4, §6). */
  isTerminal: boolean;
  /** On a phone the four tabs share the width rather than scroll one out of sight. */
  isNarrow: boolean;
};

/** Order Details (with Edit), Receipt, Payment and Refund: in a dialog, or inside the card on a wide screen. */
export const OrderDetailPanel = ({
  order: listed,
  initialTab,
  isTerminal,
  isNarrow,
}: OrderDetailPanelProps) => {
  const tabs = detailTabs(isTerminal);
  const [tab, setTab] = useState<DetailTab>(
    tabs.some((t) => t.value === initialTab) ? initialTab : 'details',
  );
  const order = useOrderDetail(listed.id, listed).data ?? listed;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 3 } }}>
        <Tabs
          value={tab}
          onChange={(_, value: DetailTab) => setTab(value)}
          variant={isNarrow ? 'fullWidth' : 'standard'}
        >
          {tabs.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              sx={{ minHeight: 48, minWidth: 0, px: { xs: 1, sm: 2 } }}
            />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ minHeight: 320, px: { xs: 2, sm: 3 }, py: 2 }}>
        {tab === 'details' && (
          <>
            <OrderDetailsList order={order} />
            <EditOrderButton order={order} />
          </>
        )}
        {tab === 'payment' && <PaymentTab order={order} hasRefundTab={isTerminal} />}
        {tab === 'refund' && isTerminal && <RefundTab order={order} />}
        {tab === 'receipt' && <ReceiptTab order={order} />}
      </Box>
    </>
  );
};
