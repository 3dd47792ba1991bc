import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import { NO_APPROVALS } from '@opentill/contract/settings/discount-settings.schemas';
import { RefundDialog } from '@/features/orders/refund/refund-dialog';
import { browserPlatform } from '@/platform/platform';
import { makeCashier } from '@/testing/catalogue-factories';
import { makeClient, makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch, type FetchCall, type StubRoutes } from '@/testing/fetch-stub';
import { findToast } from '@/testing/find-toast';
import { renderRoute } from '@/testing/render-route';

// Issue 16: where the merchant's refunds need a manager, the refund PIN step asks for one.

const PREPARE = 'GET /api/orders/orders/order-1/prepare_refund/';
const RECORD = 'POST /api/orders/orders/order-1/handle_completed_partial_refund/';
const SAM = { id: '7d4c1c1e-0d7e-4b0c-9a51-6b2f1f0e3a11', username: 'Sam' };
const JO = { id: '2a9e6f40-1b3c-4d5e-8f70-9a1b2c3d4e5f', username: 'Jo' };
const alex = makeCashier({ username: 'Alex', isManager: false });

const prepared = {
  body: toWire({
    retrievalReferenceNumber: null,
    amountGross: 450,
    amountRefunded: 0,
    paymentType: 'cash',
  }),
};
const askApproval = { status: 400, body: { approval: [am.refunds, am.managerRequired] } };

const staffSession = (refunds: boolean) =>
  makeSession({
    user: makeUser({ groups: [] }),
    client: makeClient({ approvals: { ...NO_APPROVALS, refunds } }),
  });

const renderRefund = (routes: StubRoutes, session: Session = staffSession(false)) => {
  const stub = stubFetch({
    'GET /api/accounts/cashier/current/': { body: toWire({ cashier: alex }) },
    ...routes,
  });
  renderRoute({
    session,
    platform: { ...browserPlatform, getCardTerminal: () => null },
    initialPath: '/',
    routes: [
      {
        path: '/',
        element: <RefundDialog order={{ id: 'order-1', orderNumber: 42 }} onClose={vi.fn()} />,
      },
    ],
  });
  return stub;
};

const dialog = () => within(screen.getByRole('dialog', { name: 'Refund order #42' }));
/** Each prepare_refund's query and the manager it named, whose PIN travels in a header. */
const prepareQueries = (calls: { method: string; url: string; headers: Headers }[]) =>
  calls
    .filter((c) => c.method === 'GET' && c.url.includes('prepare_refund'))
    .map((c) => {
      const query = Object.fromEntries(new URL(c.url, 'http://till.test').searchParams);
      const managerId = c.headers.get('X-Manager-Id');
      return managerId === null
        ? query
        : { ...query, manager_id: managerId, manager_pin: c.headers.get('X-Manager-Pin') };
    });

const chooseManager = async (name: string) => {
  await userEvent.click(dialog().getByRole('combobox', { name: 'Manager' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

describe('a refund that needs a manager', () => {
  it('asks for a manager when the server does, keeps the refund PIN, and says a wrong manager PIN', async () => {
    let checks = 0;
    const { calls } = renderRefund({
      'GET /api/drawer/managers/': { body: [JO, SAM] },
      [PREPARE]: () => {
        checks += 1;
        if (checks === 1) return askApproval;
        if (checks === 2) return { status: 400, body: { manager_pin: [m.managerPinWrong] } };
        return prepared;
      },
    });
    await userEvent.type(dialog().getByLabelText('Refund PIN'), '2468');
    await userEvent.click(dialog().getByRole('button', { name: 'Continue' }));

    const approval = within(await dialog().findByRole('group', { name: 'Manager approval' }));
    expect(approval.getByRole('status')).toHaveTextContent(`${am.refunds} ${am.managerRequired}`);
    expect(dialog().getByLabelText('Refund PIN')).toHaveValue('2468');
    await chooseManager('Sam');
    await userEvent.type(approval.getByLabelText("Manager's PIN"), '9999');
    await userEvent.click(dialog().getByRole('button', { name: 'Approve and continue' }));

    const managerPin = approval.getByLabelText("Manager's PIN");
    await waitFor(() => expect(managerPin).toHaveAccessibleDescription(m.managerPinWrong));
    expect(managerPin).toHaveValue('');
    expect(managerPin).toHaveFocus();
    expect(dialog().getByLabelText('Refund PIN')).toHaveValue('2468');

    await userEvent.type(managerPin, '1234');
    await userEvent.click(dialog().getByRole('button', { name: 'Approve and continue' }));
    expect(await dialog().findByRole('textbox', { name: 'Amount to refund' })).toBeVisible();
    expect(prepareQueries(calls)).toEqual([
      { pin: '2468' },
      { pin: '2468', manager_id: SAM.id, manager_pin: '9999' },
      { pin: '2468', manager_id: SAM.id, manager_pin: '1234' },
    ]);
  });

  it('shows the manager up front when the session says refunds need one, and checks once', async () => {
    const { calls } = renderRefund(
      {
        'GET /api/drawer/managers/': { body: [SAM] },
        [PREPARE]: prepared,
        [RECORD]: { body: {} },
      },
      staffSession(true),
    );
    const approval = within(await dialog().findByRole('group', { name: 'Manager approval' }));
    // The only manager is already chosen.
    await waitFor(() =>
      expect(approval.getByRole('combobox', { name: 'Manager' })).toHaveTextContent('Sam'),
    );
    await userEvent.type(dialog().getByLabelText('Refund PIN'), '2468');
    await userEvent.click(dialog().getByRole('button', { name: 'Approve and continue' }));
    expect(approval.getByLabelText("Manager's PIN")).toHaveAccessibleDescription(
      'Enter the manager’s PIN.',
    );
    expect(prepareQueries(calls)).toEqual([]);

    await userEvent.type(approval.getByLabelText("Manager's PIN"), '1234');
    await userEvent.click(dialog().getByRole('button', { name: 'Approve and continue' }));
    const amount = await dialog().findByRole('textbox', { name: 'Amount to refund' });
    await userEvent.type(amount, '1.50');
    await userEvent.click(dialog().getByRole('button', { name: 'Refund' }));
    expect(await findToast('Refund processed')).toBeVisible();
    expect(prepareQueries(calls)).toEqual([
      { pin: '2468', manager_id: SAM.id, manager_pin: '1234' },
    ]);
  });

  it('starts again from the refund PIN when that is what was wrong', async () => {
    renderRefund(
      {
        'GET /api/drawer/managers/': { body: [SAM] },
        [PREPARE]: { status: 400, body: { pin: ['Wrong PIN. Please try again.'] } },
      },
      staffSession(true),
    );
    const approval = within(await dialog().findByRole('group', { name: 'Manager approval' }));
    await userEvent.type(dialog().getByLabelText('Refund PIN'), '1111');
    await userEvent.type(approval.getByLabelText("Manager's PIN"), '1234');
    await userEvent.click(dialog().getByRole('button', { name: 'Approve and continue' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('Wrong PIN. Please try again.');
    expect(dialog().getByLabelText('Refund PIN')).toHaveValue('');
    expect(approval.getByLabelText("Manager's PIN")).toHaveValue('');
  });

  /** Types the refund PIN and continues: the one check goes without a manager. */
  const expectNoManagerAsked = async (calls: FetchCall[]) => {
    await userEvent.type(dialog().getByLabelText('Refund PIN'), '2468');
    expect(dialog().queryByRole('group', { name: 'Manager approval' })).toBeNull();
    await userEvent.click(dialog().getByRole('button', { name: 'Continue' }));
    expect(await dialog().findByRole('textbox', { name: 'Amount to refund' })).toBeVisible();
    expect(prepareQueries(calls)).toEqual([{ pin: '2468' }]);
  };

  it('asks nothing up front of a manager signed in as the cashier', async () => {
    const sam = makeCashier({ username: 'Sam', isManager: true });
    const { calls } = renderRefund(
      {
        'GET /api/accounts/cashier/current/': { body: toWire({ cashier: sam }) },
        [PREPARE]: prepared,
      },
      staffSession(true),
    );
    await waitFor(() => expect(calls.some((c) => c.url.includes('cashier/current'))).toBe(true));
    await expectNoManagerAsked(calls);
  });

  it('asks nothing up front on a session kept from before approvals', async () => {
    const { approvals: _dropped, ...before } = makeClient({
      approvals: { ...NO_APPROVALS, refunds: true },
    });
    const session = { ...staffSession(false), client: before } as Session;
    const { calls } = renderRefund({ [PREPARE]: prepared }, session);
    await expectNoManagerAsked(calls);
  });
});
