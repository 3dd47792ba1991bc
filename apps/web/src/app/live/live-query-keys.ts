import type { QueryKey } from '@tanstack/react-query';
import type { EventType } from '@opentill/contract/events/event-types';
import { SESSION_QUERY_KEY } from '@/api/get-session';
import { PAUSED_STATUS_QUERY_KEY } from '@/api/get-paused-status';
import type { StreamEvent } from '@/api/stream-event';
import { FULFILMENT_QUERY_KEY } from '@/features/fulfilment/api/get-fulfilment-orders';
import { CLIENT_INFO_QUERY_KEY } from '@/features/home/api/get-client-info';
import { ORDER_COUNTS_QUERY_KEY } from '@/features/home/api/get-order-counts';
import { KITCHEN_QUERY_KEY } from '@/features/kitchen/api/get-kitchen-orders';
import {
  ORDER_DETAILS_QUERY_KEY,
  ORDER_LISTS_QUERY_KEY,
  orderDetailQueryKey,
} from '@/features/orders/api/order-query-keys';
import { ALERTS_QUERY_KEY } from '@/features/reports/api/get-unseen-alert-count';
import { reportQueryKeys } from '@/features/reports/api/report-query-keys';
import { TRANSACTIONS_REPORT_KEY } from '@/features/reports/transactions/api/transaction-query-keys';
import { OPEN_ORDERS_QUERY_KEY } from '@/features/till/open-orders/get-open-orders';

/**
 * Which queries an event makes stale: the prefixes of the live screens' query keys
 * (issue 15). Kept here, in one place, so a new live screen is added once.
 */

/** The screens that show orders and their states; every order event touches them. */
const ORDER_SCREENS: readonly QueryKey[] = [
  KITCHEN_QUERY_KEY,
  ORDER_LISTS_QUERY_KEY,
  FULFILMENT_QUERY_KEY,
  ORDER_COUNTS_QUERY_KEY,
  OPEN_ORDERS_QUERY_KEY,
];

/** Takings: today's report, the products report and Transactions. */
const MONEY_SCREENS: readonly QueryKey[] = [reportQueryKeys.all, TRANSACTIONS_REPORT_KEY];

const PAUSE_SCREENS: readonly QueryKey[] = [PAUSED_STATUS_QUERY_KEY, CLIENT_INFO_QUERY_KEY];

/** Events that change what was taken, or what sold. */
const MONEY_EVENTS: ReadonlySet<EventType> = new Set<EventType>([
  'order.created',
  'order.paid',
  'order.refunded',
  'order.cancelled',
]);

const orderDetail = (orderId: string | null): QueryKey =>
  orderId === null ? ORDER_DETAILS_QUERY_KEY : orderDetailQueryKey(orderId);

/** Everything live: fetched again after a `reset`, and when the stream goes down. */
export const ALL_LIVE_QUERY_KEYS: readonly QueryKey[] = [
  ...ORDER_SCREENS,
  ORDER_DETAILS_QUERY_KEY,
  ...MONEY_SCREENS,
  ...PAUSE_SCREENS,
  ALERTS_QUERY_KEY,
];

/** The query key prefixes one event makes stale. */
export const queryKeysForEvent = ({ type, orderId }: StreamEvent): readonly QueryKey[] => {
  switch (type) {
    case 'ordering.paused':
    case 'ordering.resumed':
      return PAUSE_SCREENS;
    case 'ordering.wait_time_changed':
      // The Collection and Delivery screens read the wait time from the session.
      return [CLIENT_INFO_QUERY_KEY, SESSION_QUERY_KEY];
    case 'alert.raised':
      return [ALERTS_QUERY_KEY];
    default:
      return [
        ...ORDER_SCREENS,
        orderDetail(orderId),
        ...(MONEY_EVENTS.has(type) ? MONEY_SCREENS : []),
      ];
  }
};
