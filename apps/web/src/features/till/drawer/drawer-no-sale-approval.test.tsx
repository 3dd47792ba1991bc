import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import { NO_APPROVALS } from '@opentill/contract/settings/discount-settings.schemas';
import {
  drawerRoutes,
  drawerStaff,
  forgetTillDevice,
  makeDrawerSession,
} from '@/testing/drawer-fixtures';
import { makeClient, toWire } from '@/testing/factories';
import { findToast } from '@/testing/find-toast';
import type { StubRoutes } from '@/testing/fetch-stub';
import { MANAGER_PIN_REQUIRED } from '@/ui/manager-approval-fields';
import { renderTill, sam } from '@/testing/till-fixtures';

// Issue 16: a No sale where the merchant says it needs a manager's PIN.

const open = makeDrawerSession();
const MOVEMENTS = 'POST /api/drawer/sessions/drawer-1/movements/';
const JO = { id: '2a9e6f40-1b3c-4d5e-8f70-9a1b2c3d4e5f', username: 'Jo' };
const KIM = { id: '7d4c1c1e-0d7e-4b0c-9a51-6b2f1f0e3a11', username: 'Kim' };

const noSaleNeedsManager: Session = {
  ...drawerStaff,
  client: makeClient({ cashDrawer: true, approvals: { ...NO_APPROVALS, noSale: true } }),
};

/** The till with Till 2 open (Sam, not a manager, signed in), at its No sale form. */
const openNoSale = async (routes: StubRoutes, session: Session = drawerStaff) => {
  const view = renderTill('/till', session, sam, {
    ...drawerRoutes({ session: open, lastFloat: 10000 }),
    ...routes,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Cash drawer' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Cash drawer — Till 2' }));
  await userEvent.click(dialog.getByRole('button', { name: 'No sale' }));
  return { ...view, form: within(dialog.getByRole('form', { name: 'No sale' })) };
};

const movementBodies = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith('/movements/')).map((c) => c.body);

describe('a No sale that needs a manager', () => {
  beforeEach(forgetTillDevice);

  it('asks for a manager when the server does, says a wrong PIN, and records it once approved', async () => {
    let posts = 0;
    const { form, calls } = await openNoSale({
      'GET /api/drawer/managers/': { body: [JO, KIM] },
      [MOVEMENTS]: () => {
        posts += 1;
        if (posts === 1)
          return { status: 400, body: { approval: [am.noSale, am.managerRequired] } };
        if (posts === 2) return { status: 400, body: { pin: [m.managerPinWrong] } };
        return { body: toWire(open) };
      },
    });
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Change for the float');
    await userEvent.click(form.getByRole('button', { name: 'No sale' }));

    const approval = within(await form.findByRole('group', { name: 'Manager approval' }));
    expect(approval.getByRole('status')).toHaveTextContent(`${am.noSale} ${am.managerRequired}`);
    expect(form.getByRole('textbox', { name: 'Reason' })).toHaveValue('Change for the float');
    await userEvent.click(approval.getByRole('combobox', { name: 'Manager' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kim' }));
    await userEvent.type(approval.getByLabelText('Manager PIN'), '9999');
    await userEvent.click(form.getByRole('button', { name: 'Approve No sale' }));

    const pin = approval.getByLabelText('Manager PIN');
    await waitFor(() => expect(pin).toHaveAccessibleDescription(m.managerPinWrong));
    expect(pin).toHaveValue('');
    expect(pin).toHaveFocus();

    await userEvent.type(pin, '1234');
    await userEvent.click(form.getByRole('button', { name: 'Approve No sale' }));
    expect(await findToast(m.noSaleDone)).toBeInTheDocument();
    const reason = 'Change for the float';
    expect(movementBodies(calls)).toEqual([
      { kind: 'no_sale', amount: 0, reason },
      { kind: 'no_sale', amount: 0, reason, approval: { manager_id: KIM.id, pin: '9999' } },
      { kind: 'no_sale', amount: 0, reason, approval: { manager_id: KIM.id, pin: '1234' } },
    ]);
    // Each try is another request: a key sent again with another body would be refused.
    const keys = calls
      .filter((call) => call.url.endsWith('/movements/'))
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(3);
    expect(keys).not.toContain(null);
  });

  it('shows the manager up front when the session says so, with the only manager chosen', async () => {
    const { form, calls } = await openNoSale(
      { 'GET /api/drawer/managers/': { body: [JO] }, [MOVEMENTS]: { body: toWire(open) } },
      noSaleNeedsManager,
    );
    const approval = within(form.getByRole('group', { name: 'Manager approval' }));
    await waitFor(() =>
      expect(approval.getByRole('combobox', { name: 'Manager' })).toHaveTextContent('Jo'),
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Customer needed change');
    await userEvent.click(form.getByRole('button', { name: 'Approve No sale' }));
    expect(approval.getByLabelText('Manager PIN')).toHaveAccessibleDescription(
      MANAGER_PIN_REQUIRED,
    );
    expect(movementBodies(calls)).toEqual([]);

    await userEvent.type(approval.getByLabelText('Manager PIN'), '1234');
    await userEvent.click(form.getByRole('button', { name: 'Approve No sale' }));
    expect(await findToast(m.noSaleDone)).toBeInTheDocument();
    expect(movementBodies(calls)).toEqual([
      {
        kind: 'no_sale',
        amount: 0,
        reason: 'Customer needed change',
        approval: { manager_id: JO.id, pin: '1234' },
      },
    ]);
  });
});
