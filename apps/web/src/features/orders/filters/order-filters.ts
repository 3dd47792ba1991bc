import type { Client } from '@opentill/contract/auth/auth.schemas';
import type { DeliverTo, OrderStatus } from '@opentill/contract/orders/deliver-to';

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
  search: string;
  status: OrderStatus[];
  deliverTo: DeliverTo[];
  /** year-month-day with dashes, or null. */
  date: string | null;
  isLive: boolean;
};

export type FilterOption<T> = { value: T; label: string };

type Features = Pick<Client, 'featureEatIn' | 'featureTakeaway' | 'featureDelivery'>;

/** 000 §4: requested and ready always; collected with takeaway, delivered with delivery. */
export const statusOptions = (client: Features | null): FilterOption<OrderStatus>[] => [
  { value: 'requested', label: 'Requested' },
  { value: 'ready', label: 'Ready' },
  ...(client?.featureTakeaway === true
    ? [{ value: 'collected' as const, label: 'Collected' }]
    : []),
  ...(client?.featureDelivery === true
    ? [{ value: 'delivered' as const, label: 'Delivered' }]
    : []),
];

/** 000 §4: table service with eat-in, collection with takeaway, delivery with delivery. */
export const methodOptions = (client: Features | null): FilterOption<DeliverTo>[] => [
  ...(client?.featureEatIn === true
    ? [{ value: 'table_service' as const, label: 'Table service' }]
    : []),
  ...(client?.featureTakeaway === true
    ? [{ value: 'collection' as const, label: 'Collection' }]
    : []),
  ...(client?.featureDelivery === true ? [{ value: 'delivery' as const, label: 'Delivery' }] : []),
];

const STATUS_LABELS: Record<OrderStatus, string> = {
  requested: 'Requested',
  ready: 'Ready',
  fulfilled: 'Completed',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
};
const METHOD_LABELS: Record<DeliverTo, string> = {
  table_service: 'Table service',
  in_store: 'In store',
  collection: 'Collection',
  click_and_collect: 'Click & Collect',
  delivery: 'Delivery',
  home_delivery: 'Home Delivery',
};

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
    label: METHOD_LABELS[method],
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
