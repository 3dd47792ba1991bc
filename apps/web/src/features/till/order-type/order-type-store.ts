import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { DELIVER_TO_VALUES, type DeliverTo } from '@opentill/contract/orders/deliver-to';
import { useSession } from '@/api/get-session';
import { offeredMethods } from '@/features/till/checkout/state/checkout-methods';

// The order type is chosen before the order (issue 13): each till (this device) keeps the
// type it is on, and a default that it goes back to after every sale.

const currentKey = (merchant: string) => `opentill.till.order-type.${merchant}`;
const defaultKey = (merchant: string) => `opentill.till.default-order-type.${merchant}`;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const isDeliverTo = (value: string | null): value is DeliverTo =>
  value !== null && (DELIVER_TO_VALUES as readonly string[]).includes(value);

const read = (key: string): DeliverTo | null => {
  try {
    const value = localStorage.getItem(key);
    return isDeliverTo(value) ? value : null;
  } catch {
    return null;
  }
};

const write = (key: string, value: DeliverTo | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Without storage the till still sells; it only forgets the type on reload.
  }
  notify();
};

/** Counter sales first: In Store, then Takeaway, then whatever the merchant offers first. */
const FALLBACK_ORDER: readonly DeliverTo[] = ['in_store', 'collection', 'table_service'];

export type OrderTypeChoice = {
  /** The offered types, in checkout's order. */
  offered: readonly DeliverTo[];
  /** The type this till is on, always one the merchant offers (null: none offered). */
  current: DeliverTo | null;
  /** The type the till goes back to after each sale. */
  tillDefault: DeliverTo | null;
  choose: (deliverTo: DeliverTo) => void;
  setTillDefault: (deliverTo: DeliverTo) => void;
  /** After a sale: back to the till's default. */
  reset: () => void;
};

export const useOrderType = (): OrderTypeChoice => {
  const client = useSession().client;
  const merchant = client?.identifier ?? 'no-merchant';
  const offered = useMemo(() => offeredMethods(client).map((method) => method.deliverTo), [client]);
  const storedCurrent = useSyncExternalStore(subscribe, () => read(currentKey(merchant)));
  const storedDefault = useSyncExternalStore(subscribe, () => read(defaultKey(merchant)));
  const pick = (value: DeliverTo | null) =>
    value !== null && offered.includes(value) ? value : null;
  const tillDefault =
    pick(storedDefault) ??
    FALLBACK_ORDER.find((each) => offered.includes(each)) ??
    offered[0] ??
    null;
  const current = pick(storedCurrent) ?? tillDefault;
  const choose = useCallback((value: DeliverTo) => write(currentKey(merchant), value), [merchant]);
  const setTillDefault = useCallback(
    (value: DeliverTo) => write(defaultKey(merchant), value),
    [merchant],
  );
  const reset = useCallback(() => write(currentKey(merchant), null), [merchant]);
  return { offered, current, tillDefault, choose, setTillDefault, reset };
};
