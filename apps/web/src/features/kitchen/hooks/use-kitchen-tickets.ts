import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { KITCHEN_UNDO_MS } from '@opentill/contract/kitchen/kitchen-constants';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { KITCHEN_QUERY_KEY, useKitchenOrders } from '@/features/kitchen/api/get-kitchen-orders';
import {
  useTickKitchenLine,
  withItemStatus,
  type TickLineResult,
} from '@/features/kitchen/api/tick-kitchen-line';
import { undoReady } from '@/features/kitchen/api/undo-ready';
import { useNow } from '@/features/kitchen/hooks/use-now';
import {
  isLineReady,
  kitchenItemsOf,
  type KitchenLine,
} from '@/features/kitchen/tickets/group-kitchen-lines';
import { placeHeldTickets, type HeldTicket } from '@/features/kitchen/tickets/place-held-tickets';

/**
 * The kitchen's tickets and what a cook does with them. Ticking the last line marks the
 * order ready at once (no state change waits on a timer, so closing the screen loses
 * nothing), and the ticket stays in its place for 5 s with an Undo, which takes the step
 * back. Other tickets never move while an Undo shows.
 */
export const useKitchenTickets = (page: number) => {
  const query = useKitchenOrders(page);
  const queryClient = useQueryClient();
  const tickLine = useTickKitchenLine();
  const now = useNow(1000);
  const [held, setHeld] = useState<HeldTicket[]>([]);
  // What each finishing tap's requests came to, for its Undo to wait on.
  const finishing = useRef(new Map<string, Promise<TickLineResult | null>>());

  const release = (orderId: string) => {
    finishing.current.delete(orderId);
    setHeld((tickets) => tickets.filter((ticket) => ticket.order.id !== orderId));
  };

  // A finished ticket leaves when its 5 s are up, to the moment rather than on the clock's next tick.
  useEffect(() => {
    const leaving = held.filter((ticket) => ticket.phase === 'leaving');
    if (leaving.length === 0) return;
    const nextExit = Math.min(...leaving.map((ticket) => ticket.leavesAt));
    const timer = setTimeout(
      () => {
        const at = Date.now();
        const hasLeft = (t: HeldTicket) => t.phase === 'leaving' && t.leavesAt <= at;
        for (const ticket of held.filter(hasLeft)) finishing.current.delete(ticket.order.id);
        setHeld((current) => current.filter((ticket) => !hasLeft(ticket)));
      },
      Math.max(0, nextExit - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [held]);

  const listed = query.data?.results;
  // A ticket held on one page is not carried to the next one a cook turns to.
  const heldHere = useMemo(() => held.filter((ticket) => ticket.page === page), [held, page]);
  const tickets = useMemo(() => placeHeldTickets(listed ?? [], heldHere), [listed, heldHere]);

  const toggleLine = (order: Order, line: KitchenLine) => {
    const status = isLineReady(line) ? 'requested' : 'ready';
    const itemIds = line.items.filter((item) => item.status !== status).map((item) => item.id);
    const others = kitchenItemsOf(order).filter((item) => !line.items.includes(item));
    const ticking = tickLine.mutateAsync({ orderId: order.id, itemIds, status });
    const isFinishing = status === 'ready' && others.every((item) => item.status === 'ready');
    if (!isFinishing) {
      ticking.catch(() => undefined);
      return;
    }
    const ticket: HeldTicket = {
      order: withItemStatus(order, itemIds, 'ready'),
      page,
      index: Math.max(
        0,
        tickets.findIndex((shown) => shown.id === order.id),
      ),
      phase: 'leaving',
      leavesAt: Date.now() + KITCHEN_UNDO_MS,
      undoItemIds: itemIds,
    };
    setHeld((current) => [...current.filter((t) => t.order.id !== order.id), ticket]);
    finishing.current.set(
      order.id,
      ticking.catch(() => {
        // Refused: nothing was finished, so the ticket goes back to the list as it was.
        release(order.id);
        return null;
      }),
    );
  };

  const undo = async (orderId: string) => {
    const ticket = held.find((t) => t.order.id === orderId && t.phase === 'leaving');
    if (ticket === undefined) return;
    const restored = withItemStatus(ticket.order, ticket.undoItemIds, 'requested');
    setHeld((current) =>
      current.map((t) =>
        t.order.id === orderId ? { ...t, order: restored, phase: 'restoring' } : t,
      ),
    );
    try {
      await undoReady((await finishing.current.get(orderId)) ?? null, ticket.undoItemIds);
    } catch {
      // Refused (the order was handed over meanwhile): spec 001 §8 ignores it silently.
    }
    // The ticket keeps its place until the list has the order back, so it never blinks.
    await queryClient.refetchQueries({ queryKey: KITCHEN_QUERY_KEY });
    release(orderId);
  };

  return { ...query, tickets, held: heldHere, now, toggleLine, undo };
};
