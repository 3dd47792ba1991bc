import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import { reportServerDown, reportServerUp } from '@/api/server-reachability';
import { resetCartStores } from '@/features/till/cart/cart-store';
import { fakeSplitServer } from '@/features/till/checkout/split/fake-split-server';
import { makeOrder, noMethods, renderCheckout } from '@/testing/checkout-fixtures';
import { makeOrderItem } from '@/testing/make-order';

// Issue 16: a bill paid in parts at the till, each part a cash or card payment of its own.

const inStore = { ...noMethods, featureInStore: true };

const orderOf = (totalCost: number, overrides: Partial<Order> = {}): Order =>
  makeOrder({
    totalCost,
    itemsTotal: totalCost,
    orderPayment: {
      ...makeOrder().orderPayment!,
      amountGross: totalCost,
      amountDue: totalCost,
      parts: [],
      tip: 0,
    },
    ...overrides,
  });

const pays = (calls: { url: string; body: unknown; headers: Headers }[]) =>
  calls.filter((call) => call.url.endsWith('/pay/'));

const progress = () => screen.findByRole('status', { name: 'Split bill progress' });

afterEach(() => reportServerUp());

describe('split bill equally', () => {
  it('pays £10.00 in three as £3.34, £3.33 and £3.33, each part sent as part_amount', async () => {
    const { routes } = fakeSplitServer(orderOf(1000));
    const { calls } = renderCheckout({ client: inStore, routes });
    await userEvent.click(await screen.findByRole('button', { name: sb.splitBill }));
    await userEvent.click(screen.getByRole('button', { name: 'One person more' }));
    expect(screen.getByRole('status', { name: 'Next part' })).toHaveTextContent('1 of 3 · £3.34');
    await userEvent.click(screen.getByRole('button', { name: `${sb.payThisPart} · £3.34` }));
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));

    expect(await progress()).toHaveTextContent('Paid so far £3.34 · Still to pay £6.66');
    // The next share is offered at once: one tap takes it.
    expect(screen.getByRole('status', { name: 'This part' })).toHaveTextContent(
      'Part 2 of 3 · £3.33',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'This part' })).toHaveTextContent(
        'Part 3 of 3 · £3.33',
      ),
    );
    expect(screen.getByRole('status', { name: 'Split bill progress' })).toHaveTextContent(
      'Paid so far £6.67 · Still to pay £3.33',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));

    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(pays(calls).map((call) => call.body)).toEqual([
      { type: 'cash', amount: 334, part_amount: 334 },
      { type: 'cash', amount: 333, part_amount: 333 },
      { type: 'cash', amount: 333, part_amount: 333 },
    ]);
    // Two parts of the same amount are two payments, not a retry of one.
    expect(new Set(pays(calls).map((call) => call.headers.get('Idempotency-Key'))).size).toBe(3);
    const parts = screen.getByRole('list', { name: 'Parts paid' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Cash £3.34', 'Cash £3.33', 'Cash £3.33']);
  });
});

describe('split bill by amount', () => {
  it('refuses a part above what is still to pay, in words, and pays nothing', async () => {
    const { routes } = fakeSplitServer(orderOf(450));
    const { calls } = renderCheckout({ client: inStore, routes });
    await userEvent.click(await screen.findByRole('button', { name: sb.splitBill }));
    await userEvent.click(screen.getByRole('button', { name: sb.byAmount }));
    const amount = screen.getByRole('textbox', { name: 'Amount of this part' });
    await userEvent.type(amount, '20');
    expect(screen.getByText(sb.partTooLarge(450))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: sb.payThisPart }));
    expect(screen.queryByRole('form', { name: 'Cash payment' })).not.toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '2');
    await userEvent.click(screen.getByRole('button', { name: `${sb.payThisPart} · £2.00` }));
    expect(screen.getByRole('status', { name: 'This part' })).toHaveTextContent(
      'This part · £2.00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    expect(await progress()).toHaveTextContent('Paid so far £2.00 · Still to pay £2.50');
    expect(pays(calls).map((call) => call.body)).toEqual([
      { type: 'cash', amount: 200, part_amount: 200 },
    ]);
  });
});

describe('split bill by item', () => {
  const item = (id: string, name: string, cost: number) =>
    makeOrderItem({ id, cost, product: { ...makeOrderItem().product, name } });
  /** £7.50 of lines, £0.20 off the muffin and £0.75 off the order: £6.55. */
  const cafeOrder = orderOf(655, {
    itemsTotal: 750,
    orderItems: [item('a', 'Espresso', 220), item('b', 'Muffin', 230), item('c', 'Cake', 300)],
    priceAdjustments: [
      { id: 'adj-1', label: 'Stale', amount: -20, orderItemId: 'b', reasonCode: null },
      { id: 'adj-2', label: '10% off', amount: -75, orderItemId: null, reasonCode: null },
    ],
  });

  it('sends the chosen lines’ share, then shows them paid and takes the rest', async () => {
    const { routes } = fakeSplitServer(cafeOrder);
    const { calls } = renderCheckout({ client: inStore, routes });
    await userEvent.click(await screen.findByRole('button', { name: sb.splitBill }));
    await userEvent.click(screen.getByRole('button', { name: sb.byItem }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Muffin/ }));
    // £2.10 after its own discount, less 210/730 of the £0.75 off the order.
    await userEvent.click(screen.getByRole('button', { name: `${sb.payThisPart} · £1.88` }));
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    expect(await progress()).toHaveTextContent('Paid so far £1.88 · Still to pay £4.67');
    expect(pays(calls)[0]?.body).toEqual({ type: 'cash', amount: 188, part_amount: 188 });

    const muffin = screen.getByRole('checkbox', { name: /Muffin/ });
    expect(muffin).toBeDisabled();
    expect(muffin).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /Espresso/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Cake/ }));
    await userEvent.click(screen.getByRole('button', { name: `${sb.payThisPart} · £4.67` }));
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(pays(calls)[1]?.body).toEqual({ type: 'cash', amount: 467, part_amount: 467 });
  });
});

describe('a part-paid order', () => {
  it('comes back to its split after a reload, and cannot be cancelled on closing', async () => {
    const server = fakeSplitServer(orderOf(1000));
    const first = renderCheckout({ client: inStore, routes: server.routes });
    await userEvent.click(await screen.findByRole('button', { name: sb.splitBill }));
    await userEvent.click(screen.getByRole('button', { name: `${sb.payThisPart} · £5.00` }));
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    expect(await progress()).toHaveTextContent('Paid so far £5.00 · Still to pay £5.00');
    // A reload: the till's cart comes back from storage, so checkout reopens on this order.
    first.unmount();
    resetCartStores();

    renderCheckout({ client: inStore, routes: server.routes, cart: [] });
    expect(await progress()).toHaveTextContent('Paid so far £5.00 · Still to pay £5.00');
    expect(screen.getByRole('status', { name: 'This part' })).toHaveTextContent(
      'Part 2 of 2 · £5.00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close checkout' }));
    const dialog = await screen.findByRole('dialog', { name: /is not paid/ });
    expect(dialog).toHaveTextContent(sb.partPaidNotCancelled);
    expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('the Split bill button', () => {
  it('is offered online, and not while the server cannot be reached', async () => {
    renderCheckout({ client: inStore, routes: fakeSplitServer(orderOf(450)).routes });
    expect(await screen.findByRole('button', { name: sb.splitBill })).toBeInTheDocument();
    act(() => reportServerDown());
    expect(screen.queryByRole('button', { name: sb.splitBill })).not.toBeInTheDocument();
  });

  it('is absent on a sale only the till has: the outbox pays it in full', async () => {
    renderCheckout({
      client: inStore,
      routes: {
        'POST /api/orders/orders/': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    expect(await screen.findByRole('form', { name: 'Cash payment' })).toBeInTheDocument();
    // Even with the server back, this sale is the till's to pay until the outbox sends it.
    act(() => reportServerUp());
    expect(screen.queryByRole('button', { name: sb.splitBill })).not.toBeInTheDocument();
  });
});
