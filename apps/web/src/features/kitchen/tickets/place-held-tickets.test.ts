import { describe, expect, it } from 'vitest';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { makeOrder, makeOrderItem } from '@/testing/make-order';
import { placeHeldTickets, type HeldTicket } from './place-held-tickets';

const ticket = (id: string, status: 'requested' | 'ready' = 'requested'): Order =>
  makeOrder({ id, orderItems: [makeOrderItem({ id: `${id}-item`, status })] });
const hold = (order: Order, index: number): HeldTicket => ({
  order,
  page: 1,
  index,
  phase: 'leaving',
  leavesAt: 0,
  undoItemIds: [],
});
const ids = (orders: Order[]) => orders.map((order) => order.id);

describe('placeHeldTickets', () => {
  it('keeps a finished ticket in its place after the list has dropped it', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => ticket(id));
    if (!a || !b || !c || !d) throw new Error('no tickets');
    expect(ids(placeHeldTickets([a, c, d], [hold(ticket('b', 'ready'), 1)]))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('shows the held copy, not the listed one, while both exist', () => {
    const held = ticket('b', 'ready');
    const shown = placeHeldTickets([ticket('a'), ticket('b'), ticket('c')], [hold(held, 1)]);
    expect(ids(shown)).toEqual(['a', 'b', 'c']);
    expect(shown[1]).toBe(held);
  });

  it('puts several held tickets back in their places, and one past the end last', () => {
    const shown = placeHeldTickets(
      [ticket('b'), ticket('d')],
      [hold(ticket('e', 'ready'), 9), hold(ticket('c', 'ready'), 2), hold(ticket('a', 'ready'), 0)],
    );
    expect(ids(shown)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('leaves out a listed order with nothing left to make', () => {
    expect(ids(placeHeldTickets([ticket('a', 'ready'), ticket('b')], []))).toEqual(['b']);
  });
});
