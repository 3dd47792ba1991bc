import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { OrderDetailDialog } from '@/features/orders/detail/order-detail-dialog';
import { offlineRefusals } from '@/offline/offline-refusals';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { makeListedOrder } from '@/testing/order-fixtures';
import { renderRoute } from '@/testing/render-route';

const renderDetail = (order: Order, routes: StubRoutes) => {
  const stub = stubFetch({ 'GET /api/orders/orders/order-1/': { body: toWire(order) }, ...routes });
  renderRoute({
    session: makeSession(),
    initialPath: '/orders',
    routes: [
      {
        path: '/orders',
        element: (
          <OrderDetailDialog
            order={order}
            initialTab="details"
            isTerminal={false}
            onClose={() => undefined}
          />
        ),
      },
    ],
  });
  return stub;
};

describe('editing an order (000-10)', () => {
  it('saves corrected notes and a customer with PATCH, then closes', async () => {
    const order = makeListedOrder({ notes: 'No lid' });
    const { calls } = renderDetail(order, {
      'PATCH /api/orders/orders/order-1/': {
        body: toWire({ ...order, notes: 'Nut allergy – no pesto' }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit order 42' }));
    const edit = screen.getByRole('dialog', { name: 'Edit order #42' });
    const notes = within(edit).getByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveValue('No lid');
    await userEvent.clear(notes);
    await userEvent.paste('Nut allergy – no pesto');
    await userEvent.click(within(edit).getByRole('textbox', { name: 'Customer name' }));
    await userEvent.paste('Dee');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit order #42' })).not.toBeInTheDocument(),
    );
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/api/orders/orders/order-1/');
    expect(patch?.body).toMatchObject({
      notes: 'Nut allergy – no pesto',
      customer: { name: 'Dee', phone: '', email: '' },
    });
    expect(patch?.body).not.toHaveProperty('table');
  });

  it('puts the server’s sentence on its field and stays open', async () => {
    renderDetail(makeListedOrder(), {
      'PATCH /api/orders/orders/order-1/': {
        status: 400,
        body: { 'customer.email': ['Enter a valid email address.'] },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit order 42' }));
    const edit = screen.getByRole('dialog', { name: 'Edit order #42' });
    await userEvent.click(within(edit).getByRole('textbox', { name: 'Email' }));
    await userEvent.paste('not an email');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText('Enter a valid email address.')).toBeVisible();
    expect(within(edit).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says the server cannot be reached when it answers 503, and stays open', async () => {
    renderDetail(makeListedOrder(), {
      'PATCH /api/orders/orders/order-1/': { status: 503, body: {} },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit order 42' }));
    const edit = screen.getByRole('dialog', { name: 'Edit order #42' });
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText(offlineRefusals.editOrder)).toBeVisible();
  });

  it('offers no Edit on a cancelled order', () => {
    renderDetail(makeListedOrder({ status: 'cancelled' }), {});
    expect(screen.queryByRole('button', { name: 'Edit order 42' })).not.toBeInTheDocument();
  });
});
