import { Suspense, useState } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import type { CartStore } from '@/features/till/cart/cart-store';
import { openOrdersQueryOptions } from '@/features/till/open-orders/get-open-orders';
import { LazyOpenOrdersDialog } from '@/features/till/open-orders/lazy-open-orders-dialogs';
import { DialogLoading } from '@/ui/dialog-loading';

export type OpenOrdersButtonProps = { store: CartStore; onPay: (orderId: string) => void };

/** 'Open orders': the bills left open on tables and the orders to pay later, with their count. */
export const OpenOrdersButton = ({ store, onPay }: OpenOrdersButtonProps) => {
  const [isOpen, setIsOpen] = useState(false);
  const count = useQuery(openOrdersQueryOptions()).data?.length ?? 0;
  return (
    <>
      <Button
        variant="text"
        startIcon={
          <Badge badgeContent={count} color="primary" max={99}>
            <ReceiptLongIcon />
          </Badge>
        }
        onClick={() => setIsOpen(true)}
        sx={{ minHeight: 48, justifyContent: 'flex-start', px: 1.5 }}
      >
        Open orders
      </Button>
      {isOpen && (
        <Suspense fallback={<DialogLoading />}>
          <LazyOpenOrdersDialog
            store={store}
            onClose={() => setIsOpen(false)}
            onPay={(orderId) => {
              setIsOpen(false);
              onPay(orderId);
            }}
          />
        </Suspense>
      )}
    </>
  );
};
