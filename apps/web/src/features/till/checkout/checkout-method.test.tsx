import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';
import { browserPlatform } from '@/platform/platform';
import { espresso, noMethods, renderCheckout } from '@/testing/checkout-fixtures';
import { findToast } from '@/testing/find-toast';

const tab = (name: string) => screen.getByRole('tab', { name });

describe('checkout method', () => {
  it('opens on the till’s order type, and Method offers the merchant’s others in order', async () => {
    renderCheckout({
      client: {
        ...noMethods,
        featureEatIn: true,
        featureTakeaway: true,
        featureHomeDelivery: true,
      },
    });
    // With no In Store, a till starts on Takeaway (issue 13): its Details come first.
    expect(await screen.findByRole('form', { name: 'Customer details' })).toBeInTheDocument();
    expect(tab('Details')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('Method'));
    const group = await screen.findByRole('group', { name: 'Checkout method' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Eat In', 'Takeaway', 'Home Delivery']);
    expect(within(group).getByRole('button', { name: 'Takeaway' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(tab('Method')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Payment')).toBeDisabled();
    expect(screen.getByLabelText('Order total')).toHaveTextContent('£4.50');
  });

  it('preselects the only method and opens on its Details', async () => {
    renderCheckout({ client: { ...noMethods, featureClickAndCollect: true } });
    expect(await screen.findByRole('form', { name: 'Customer details' })).toBeInTheDocument();
    expect(tab('Details')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('Method'));
    expect(screen.getByRole('button', { name: 'Click & Collect' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('goes from In Store, the till’s type, straight to payment, with no details taken', async () => {
    const { calls } = renderCheckout({
      client: { ...noMethods, featureInStore: true, featureTakeaway: true },
    });
    expect(await findToast('Order Created')).toBeVisible();
    expect(tab('Payment')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('form', { name: 'Customer details' })).not.toBeInTheDocument();
    const created = calls.find((c) => c.method === 'POST');
    expect(created?.body).toMatchObject({ deliver_to: 'in_store', customer: null });
    // The till's own UUIDv7 (issue 15) is both the order id and the Idempotency-Key.
    const id = (created?.body as { id: string }).id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(created?.headers.get('Idempotency-Key')).toBe(id);
    expect(tab('Details')).toBeDisabled();
  });

  it('takes a takeaway straight to payment, with no name, when the merchant asks none', async () => {
    const { calls } = renderCheckout({
      client: { ...noMethods, featureTakeaway: true, featureEatIn: true, takeawayAsksName: false },
    });
    expect(await screen.findByRole('form', { name: 'Cash payment' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Customer details' })).not.toBeInTheDocument();
    expect(tab('Details')).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      deliver_to: 'collection',
      customer: null,
    });
  });

  it('sends payment_type cash when this device has no card terminal to offer (001-24)', async () => {
    const { calls } = renderCheckout({ client: { ...noMethods, featureInStore: true } });
    await screen.findByRole('form', { name: 'Cash payment' });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ payment_type: 'cash' });
  });

  it('leaves payment_type to the payment when card is possible too', async () => {
    const fakeTerminal: CardTerminal = {
      sale: vi.fn(),
      refund: vi.fn(),
      getTransaction: vi.fn(),
    };
    const { calls } = renderCheckout({
      client: { ...noMethods, featureInStore: true },
      platform: { ...browserPlatform, getCardTerminal: () => fakeTerminal },
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ payment_type: null });
  });

  it('makes the order as it opens when In Store is the only method', async () => {
    const { calls } = renderCheckout({ client: { ...noMethods, featureInStore: true } });
    expect(await screen.findByRole('form', { name: 'Cash payment' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('sends one order item per unit and the details as the order', async () => {
    const { calls } = renderCheckout({
      client: { ...noMethods, featureTakeaway: true },
      cart: [[espresso, 2]],
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Customer name' }), 'Ada');
    // A takeaway is a counter sale: no terms to agree (issue 13).
    expect(
      screen.queryByRole('checkbox', { name: 'I agree to the terms & conditions' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await findToast('Order Created')).toBeVisible();
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body.deliver_to).toBe('collection');
    expect(body.customer).toMatchObject({ name: 'Ada' });
    expect(body.order_items).toHaveLength(2);
    expect(body.terms_accepted).toBe(false);
  });
});
