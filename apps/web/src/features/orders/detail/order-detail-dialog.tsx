import { useId, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { useOrderDetail } from '@/features/orders/api/get-order-detail';
import { DetailsTab } from '@/features/orders/detail/details-tab';
import { detailTabs, type DetailTab } from '@/features/orders/detail/detail-tabs';
import { PaymentTab } from '@/features/orders/detail/payment-tab';
import { ReceiptTab } from '@/features/orders/detail/receipt-tab';
import { RefundTab } from '@/features/orders/detail/refund-tab';

export type OrderDetailDialogProps = {
  order: Order;
  initialTab: DetailTab;
  /** The Refund tab is for terminal devices only (001 §2.4, §6). */
  isTerminal: boolean;
  onClose: () => void;
};

/** 'Order #{orderNumber}' with Details, Payment, Refund and Receipt (000 §2, 001 §2.4). */
export const OrderDetailDialog = ({
  order: listed,
  initialTab,
  isTerminal,
  onClose,
}: OrderDetailDialogProps) => {
  const titleId = useId();
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), {
    noSsr: true,
  });
  const tabs = detailTabs(isTerminal);
  const [tab, setTab] = useState<DetailTab>(
    tabs.some((t) => t.value === initialTab) ? initialTab : 'details',
  );
  const order = useOrderDetail(listed.id, listed).data ?? listed;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isFullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { alignSelf: 'flex-start' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Order #{order.orderNumber}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 3 } }}>
        <Tabs
          value={tab}
          onChange={(_, value: DetailTab) => setTab(value)}
          // On a phone the four tabs share the width rather than scroll one out of sight.
          variant={isFullScreen ? 'fullWidth' : 'standard'}
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
      <DialogContent sx={{ minHeight: 320 }}>
        {tab === 'details' && <DetailsTab order={order} />}
        {tab === 'payment' && <PaymentTab order={order} />}
        {tab === 'refund' && isTerminal && <RefundTab order={order} />}
        {tab === 'receipt' && <ReceiptTab order={order} />}
      </DialogContent>
    </Dialog>
  );
};
