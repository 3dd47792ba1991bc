import type { Client } from '@opentill/contract/auth/auth.schemas';
import {
  CHECKOUT_METHODS,
  deliverToLabel,
  type DeliverTo,
  type OrderStatus,
} from '@opentill/contract/orders/deliver-to';

/** What the Filters dialog chooses (001 §3 "Order filter"): date, deliverTo list, status list. */
export type OrderFilters = {
  status: OrderStatus[];
  deliverTo: DeliverTo[];
  /** As typed, year/month/day with slashes (000 §5); '' when none. */
  date: string;
};

export const NO_FILTERS: OrderFilters = { status: [], deliverTo: [], date: '' };

/** One request for a page of the list. */
export type OrderListParams = {
  page: number;
  /** Rows a page: 10 for the cards (000 §9), more for the admin table (000 §2). */
  pageSize: number;
  search: string;
  status: OrderStatus[];
  deliverTo: DeliverTo[];
  /** year-month-day with dashes, or null. */
  date: string | null;
  isLive: boolean;
};

export type FilterOption<T> = { value: T; label: string };

type Features = Pick<
  Client,
  | 'featureEatIn'
  | 'featureInStore'
  | 'featureTakeaway'
  | 'featureDelivery'
  | 'featureHomeDelivery'
  | 'featureClickAndCollect'
>;

const STATUS_LABELS: Record<OrderStatus, string> = {
  requested: 'Requested',
  ready: 'Ready',
  // 000 §4: fulfilled is shown as completed.
  fulfilled: 'Completed',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

const option = (value: OrderStatus): FilterOption<OrderStatus> => ({
  value,
  label: STATUS_LABELS[value],
});

/**
 * Every status an order of this merchant can be in (001-4, service problem 19): 000 §4's
 * requested, ready, collected (a collection method on) and delivered (a delivery method
 * on), and also completed and cancelled, so a shift can look back on what it finished
 * or gave up.
 */
export const statusOptions = (client: Features | null): FilterOption<OrderStatus>[] => {
  const collects = client?.featureTakeaway === true || client?.featureClickAndCollect === true;
  const delivers = client?.featureDelivery === true || client?.featureHomeDelivery === true;
  return [
    option('requested'),
    option('ready'),
    option('fulfilled'),
    ...(collects ? [option('collected')] : []),
    ...(delivers ? [option('delivered')] : []),
    option('cancelled'),
  ];
};

/**
 * Every method the merchant offers, named as checkout names it (service problem 7):
 * In Store, the largest group, and Home Delivery and Click & Collect included (001-4).
 */
export const methodOptions = (client: Features | null): FilterOption<DeliverTo>[] =>
  CHECKOUT_METHODS.filter((method) => client?.[method.feature] === true).map((method) => ({
    value: method.deliverTo,
    label: method.label,
  }));

export type FilterChip = {
  key: string;
  label: string;
  kind: 'status' | 'deliverTo' | 'date';
  /** The filters without this one. */
  without: OrderFilters;
};

/** The removable chips (001 §2.4): one per status, per method, and the date. */
export const filterChips = (filters: OrderFilters): FilterChip[] => [
  ...filters.status.map((status) => ({
    key: `status-${status}`,
    label: STATUS_LABELS[status],
    kind: 'status' as const,
    without: { ...filters, status: filters.status.filter((s) => s !== status) },
  })),
  ...filters.deliverTo.map((method) => ({
    key: `deliverTo-${method}`,
    label: deliverToLabel(method),
    kind: 'deliverTo' as const,
    without: { ...filters, deliverTo: filters.deliverTo.filter((m) => m !== method) },
  })),
  ...(filters.date === ''
    ? []
    : [
        {
          key: 'date',
          label: filters.date,
          kind: 'date' as const,
          without: { ...filters, date: '' },
        },
      ]),
];
