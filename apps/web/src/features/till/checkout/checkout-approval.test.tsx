import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import { NOT_APPROVED_MESSAGE } from '@/features/till/checkout/state/use-create-checkout-order';
import { makeOrder, noMethods, renderCheckout } from '@/testing/checkout-fixtures';
import { toWire } from '@/testing/factories';
import { findToast } from '@/testing/find-toast';

// Issue 16: a sale the merchant wants a manager for is sent again with Sam's PIN, under
// the same order id, so it can only ever be one order.

const WRONG_PIN = "That manager's PIN is not right.";
const managers = { 'GET /api/drawer/managers/': { body: [{ id: 'sam-id', username: 'Sam' }] } };

/** Refuses the create until it carries Sam's PIN, as the server does for a deep discount. */
const createNeedingSam = (init: RequestInit) => {
  const body = JSON.parse(String(init.body)) as { approval?: { manager_id: string; pin: string } };
  if (body.approval === undefined)
    return { status: 400, body: { approval: [am.discountOver(20), am.managerRequired] } };
  if (body.approval.pin !== '1234') return { status: 400, body: { pin: [WRONG_PIN] } };
  return { status: 201, body: toWire(makeOrder()) };
};

const typePin = async (dialog: HTMLElement, pin: string) => {
  const pad = within(dialog).getByRole('group', { name: 'PIN keypad' });
  for (const digit of pin) await userEvent.click(within(pad).getByRole('button', { name: digit }));
};

describe('checkout with a manager’s approval', () => {
  it('asks for the manager, clears a wrong PIN, and sends the same order again', async () => {
    const { calls } = renderCheckout({
      client: { ...noMethods, featureInStore: true },
      routes: { ...managers, 'POST /api/orders/orders/': createNeedingSam },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Manager approval' });
    expect(dialog).toHaveTextContent(am.discountOver(20));
    // The only manager is already chosen: the PIN is all there is to type.
    expect(await within(dialog).findByRole('button', { name: 'Sam' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await typePin(dialog, '0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(WRONG_PIN)).toBeVisible();
    expect(within(dialog).getByLabelText('Manager PIN')).toHaveValue('');

    await typePin(dialog, '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await findToast('Order Created')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull(),
    );
    expect(await screen.findByRole('form', { name: 'Cash payment' })).toBeInTheDocument();

    const creates = calls.filter((c) => c.method === 'POST');
    expect(creates).toHaveLength(3);
    const id = (creates[0]?.body as { id: string }).id;
    expect(creates.map((c) => (c.body as { id: string }).id)).toEqual([id, id, id]);
    expect(creates.map((c) => c.headers.get('Idempotency-Key'))).toEqual([
      id,
      `${id}:approval-1`,
      `${id}:approval-2`,
    ]);
    expect(creates[2]?.body).toMatchObject({ approval: { manager_id: 'sam-id', pin: '1234' } });
  });

  it('backs out on Cancel: nothing more is sent, and the cart is as it was', async () => {
    const { calls, store } = renderCheckout({
      client: { ...noMethods, featureInStore: true },
      routes: { ...managers, 'POST /api/orders/orders/': createNeedingSam },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Manager approval' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await findToast(NOT_APPROVED_MESSAGE)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(store.getLines()).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Payment' })).toBeDisabled();
  });
});
