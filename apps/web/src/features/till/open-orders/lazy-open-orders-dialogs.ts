import { lazy } from 'react';

// Send and Open orders are a tap away, never on the till's first load.

export const LazySendToTableDialog = lazy(async () => ({
  default: (await import('@/features/till/open-orders/send-to-table-dialog')).SendToTableDialog,
}));

export const LazyOpenOrdersDialog = lazy(async () => ({
  default: (await import('@/features/till/open-orders/open-orders-dialog')).OpenOrdersDialog,
}));
