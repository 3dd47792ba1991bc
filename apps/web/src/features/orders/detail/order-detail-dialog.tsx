import { useId } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Order } from '@opentill/contract/orders/order.schemas';
import type { DetailTab } from '@/features/orders/detail/detail-tabs';
import { OrderDetailPanel } from '@/features/orders/detail/order-detail-panel';

export type OrderDetailDialogProps = {
  order: Order;
  initialTab: DetailTab;
  /** The Refund tab is for terminal devices only (001 §2.4, §6). */
  isTerminal: boolean;
  onClose: () => void;
};

/** 'Order #{orderNumber}' with Details, Payment, Refund and Receipt (000 §2, 001 §2.4). */
export const OrderDetailDialog = ({
  order,
  initialTab,
  isTerminal,
  onClose,
}: OrderDetailDialogProps) => {
  const titleId = useId();
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), {
    noSsr: true,
  });
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
        {order.soldOfflineAt && order.deviceTicket ? ` · ${order.deviceTicket}` : ''}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
      >
        <CloseIcon />
      </IconButton>
      <OrderDetailPanel
        order={order}
        initialTab={initialTab}
        isTerminal={isTerminal}
        isNarrow={isFullScreen}
      />
    </Dialog>
  );
};
