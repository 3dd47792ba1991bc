import { describe, expect, it } from 'vitest';
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { EVENT_TYPES, type EventType } from '@opentill/contract/events/event-types';
import { pausedStatusQueryOptions } from '@/api/get-paused-status';
import { SESSION_QUERY_KEY } from '@/api/get-session';
import { ALL_LIVE_QUERY_KEYS, queryKeysForEvent } from '@/app/live/live-query-keys';
import { fulfilmentOrdersQueryOptions } from '@/features/fulfilment/api/get-fulfilment-orders';
import { COLLECTION } from '@/features/fulfilment/fulfilment-kinds';
import { clientInfoQueryOptions } from '@/features/home/api/get-client-info';
import { orderCountsQueryOptions } from '@/features/home/api/get-order-counts';
import { kitchenOrdersQueryOptions } from '@/features/kitchen/api/get-kitchen-orders';
import { orderDetailQueryOptions } from '@/features/orders/api/get-order-detail';
import { ordersQueryOptions } from '@/features/orders/api/get-orders';
import { alertsQueryOptions } from '@/features/reports/api/get-alerts';
import { todayReportQueryOptions } from '@/features/reports/api/get-today-report';
import { unseenAlertCountQueryOptions } from '@/features/reports/api/get-unseen-alert-count';
import { transactionPageQueryKey } from '@/features/reports/transactions/api/transaction-query-keys';
import { openOrdersQueryOptions } from '@/features/till/open-orders/get-open-orders';

const ORDER_ID = '0190d1f4-8a3b-7c2d-9e4f-123456789abc';
const OTHER_ORDER_ID = '0190d1f4-8a3b-7c2d-9e4f-cba987654321';

/** The screens' real query keys, taken from their own query options. */
const screens = {
  kitchen: kitchenOrdersQueryOptions(2).queryKey,
  ordersList: ordersQueryOptions({
    page: 1,
    pageSize: 10,
    search: '',
    status: [],
    deliverTo: [],
    date: null,
    isLive: true,
  }).queryKey,
  orderDetail: orderDetailQueryOptions(ORDER_ID).queryKey,
  otherOrderDetail: orderDetailQueryOptions(OTHER_ORDER_ID).queryKey,
  collection: fulfilmentOrdersQueryOptions(COLLECTION, {
    isReadyOnly: true,
    date: null,
    search: '',
    page: 1,
  }).queryKey,
  homeCounts: orderCountsQueryOptions().queryKey,
  openOrders: openOrdersQueryOptions().queryKey,
  pausedStatus: pausedStatusQueryOptions().queryKey,
  clientInfo: clientInfoQueryOptions().queryKey,
  session: SESSION_QUERY_KEY,
  unseenAlerts: unseenAlertCountQueryOptions().queryKey,
  alerts: alertsQueryOptions().queryKey,
  today: todayReportQueryOptions().queryKey,
  transactions: transactionPageQueryKey(1),
} satisfies Record<string, QueryKey>;
type Screen = keyof typeof screens;

/** The screens an event refreshes, as invalidateQueries would match them. */
const refreshed = (type: EventType, orderId: string | null = ORDER_ID): Screen[] => {
  const keys = queryKeysForEvent({ id: 1, type, orderId, orderVersion: 2 });
  return (Object.keys(screens) as Screen[]).filter((screen) =>
    keys.some((key) => partialMatchKey(screens[screen], key)),
  );
};

const ORDER_SCREENS: Screen[] = [
  'kitchen',
  'ordersList',
  'orderDetail',
  'collection',
  'homeCounts',
  'openOrders',
];

describe('queryKeysForEvent', () => {
  it('a new order refreshes the kitchen, Orders, Home, Collection, the till and takings', () => {
    expect(refreshed('order.created')).toEqual([...ORDER_SCREENS, 'today', 'transactions']);
  });

  it.each(['order.updated', 'order.status_changed', 'order.item_status_changed'] as const)(
    '%s refreshes the order screens, and that order only',
    (type) => {
      expect(refreshed(type)).toEqual(ORDER_SCREENS);
    },
  );

  it.each(['order.paid', 'order.refunded', 'order.cancelled'] as const)(
    '%s refreshes the order screens and the takings',
    (type) => {
      expect(refreshed(type)).toEqual([...ORDER_SCREENS, 'today', 'transactions']);
    },
  );

  it('an order event without an order refreshes every order detail', () => {
    expect(refreshed('order.updated', null)).toEqual([
      ...ORDER_SCREENS.slice(0, 3),
      'otherOrderDetail',
      ...ORDER_SCREENS.slice(3),
    ]);
  });

  it.each(['ordering.paused', 'ordering.resumed'] as const)(
    '%s refreshes the paused banner and the business',
    (type) => {
      expect(refreshed(type, null)).toEqual(['pausedStatus', 'clientInfo']);
    },
  );

  it('a new wait time refreshes the business and the session that carries it', () => {
    expect(refreshed('ordering.wait_time_changed', null)).toEqual(['clientInfo', 'session']);
  });

  it('an alert refreshes the unseen count and the alerts list', () => {
    expect(refreshed('alert.raised', null)).toEqual(['unseenAlerts', 'alerts']);
  });

  it('every event type refreshes something', () => {
    for (const type of EVENT_TYPES) expect(refreshed(type).length).toBeGreaterThan(0);
  });
});

describe('ALL_LIVE_QUERY_KEYS', () => {
  it('covers every live screen, but not the session', () => {
    const covered = (Object.keys(screens) as Screen[]).filter((screen) =>
      ALL_LIVE_QUERY_KEYS.some((key) => partialMatchKey(screens[screen], key)),
    );
    expect(covered).toEqual((Object.keys(screens) as Screen[]).filter((s) => s !== 'session'));
  });
});
