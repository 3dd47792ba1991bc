import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderItem } from '@opentill/contract/orders/order.schemas';
import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import { OpenOrderLines } from '@/features/till/voids/open-order-lines';
import { makeOrder } from '@/testing/checkout-fixtures';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { findToast } from '@/testing/find-toast';
import { renderRoute } from '@/testing/render-route';

// Issue 16: a line of an open order is voided with a reason, one tap, a manager approving
// where the merchant asks; the last line offers to cancel the order instead.

const item = (id: string, name: string, cost: number): OrderItem => ({
  id,
  status: 'requested',
  cost,
  product: { id: `p-${id}`, name, description: '', measure: '', category: '' },
  optionalItems: [],
  vatRate: 20,
  allergens: {},
});
const espresso = item('item-1', 'Espresso', 220);
const muffin = item('item-2', 'Muffin', 230);
const open = makeOrder({ orderItems: [espresso, muffin], orderPayment: null });
const VOID = 'POST /api/orders/orders/order-1/items/item-2/void/';

const renderLines = (routes: Parameters<typeof stubFetch>[0], orderItems = [espresso, muffin]) => {
  const stub = stubFetch({
    'GET /api/orders/orders/order-1/': { body: toWire({ ...open, orderItems }) },
    'GET /api/drawer/managers/': { body: [{ id: 'sam-id', username: 'Sam' }] },
    ...routes,
  });
  const onCancelled = vi.fn();
  renderRoute({
    session: makeSession(),
    initialPath: '/',
    routes: [
      {
        path: '/',
        element: <OpenOrderLines orderId="order-1" orderNumber={42} onCancelled={onCancelled} />,
      },
    ],
  });
  return { ...stub, onCancelled };
};

describe('voiding a line of an open order', () => {
  it('asks why, one tap, and a manager approves when the merchant wants one', async () => {
    const { calls } = renderLines({
      [VOID]: (init) =>
        String(init.body).includes('"pin"')
          ? { body: toWire({ ...open, orderItems: [espresso], totalCost: 220 }) }
          : { status: 400, body: { approval: [am.voidAfterSend, am.managerRequired] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Void Muffin' }));
    const why = await screen.findByRole('dialog', { name: 'Void Muffin' });
    expect(why).toHaveTextContent('Muffin (£2.30) comes off order 42. Why?');
    await userEvent.click(within(why).getByRole('button', { name: 'Rung up by mistake' }));

    const approval = await screen.findByRole('dialog', { name: 'Manager approval' });
    expect(approval).toHaveTextContent(am.voidAfterSend);
    const pad = within(approval).getByRole('group', { name: 'PIN keypad' });
    for (const digit of '1234')
      await userEvent.click(within(pad).getByRole('button', { name: digit }));
    await userEvent.click(within(approval).getByRole('button', { name: 'Approve' }));

    expect(await findToast('Muffin voided: the order is now £2.20.')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Void Muffin' })).not.toBeInTheDocument();
    expect(await screen.findByText('Espresso')).toBeInTheDocument();
    expect(screen.queryByText('Muffin')).not.toBeInTheDocument();
    const voids = calls.filter((c) => c.method === 'POST');
    expect(voids.map((c) => c.body)).toEqual([
      { reason: 'wrong_item', approval: null },
      { reason: 'wrong_item', approval: { manager_id: 'sam-id', pin: '1234' } },
    ]);
  });

  it('offers to cancel the order for its last line, with the reason', async () => {
    const { calls, onCancelled } = renderLines(
      { 'POST /api/orders/orders/order-1/cancel/': { body: toWire(open) } },
      [espresso],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Void Espresso' }));
    const last = await screen.findByRole('dialog', { name: 'Void Espresso' });
    expect(last).toHaveTextContent(am.lastLine);
    await userEvent.click(within(last).getByRole('button', { name: 'Cancel order' }));
    const why = await screen.findByRole('dialog', { name: 'Cancel order 42' });
    await userEvent.click(within(why).getByRole('button', { name: 'Out of stock' }));
    await vi.waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { reason: 'out_of_stock' },
    ]);
  });

  it('cancels with a manager’s approval where the kitchen has seen the order', async () => {
    const { calls, onCancelled } = renderLines(
      {
        'POST /api/orders/orders/order-1/cancel/': (init) =>
          String(init.body).includes('"pin"')
            ? { body: toWire(open) }
            : { status: 400, body: { approval: [am.voidAfterSend, am.managerRequired] } },
      },
      [espresso],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Void Espresso' }));
    const last = await screen.findByRole('dialog', { name: 'Void Espresso' });
    await userEvent.click(within(last).getByRole('button', { name: 'Cancel order' }));
    const why = await screen.findByRole('dialog', { name: 'Cancel order 42' });
    await userEvent.click(within(why).getByRole('button', { name: 'Customer changed their mind' }));

    const approval = await screen.findByRole('dialog', { name: 'Manager approval' });
    expect(approval).toHaveTextContent(am.voidAfterSend);
    const pad = within(approval).getByRole('group', { name: 'PIN keypad' });
    for (const digit of '1234')
      await userEvent.click(within(pad).getByRole('button', { name: digit }));
    await userEvent.click(within(approval).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { reason: 'changed_mind' },
      { reason: 'changed_mind', approval: { manager_id: 'sam-id', pin: '1234' } },
    ]);
  });
});
