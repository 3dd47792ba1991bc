import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DENOMINATIONS } from '@opentill/contract/drawer/denominations';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import type { DrawerSession } from '@opentill/contract/drawer/drawer.schemas';
import {
  drawerRoutes,
  drawerStaff,
  forgetTillDevice,
  makeDrawerSession,
} from '@/testing/drawer-fixtures';
import { toWire } from '@/testing/factories';
import { findToast } from '@/testing/find-toast';
import type { StubRoutes } from '@/testing/fetch-stub';
import { renderTill, sam } from '@/testing/till-fixtures';

const open = makeDrawerSession({
  movements: [
    {
      id: 'move-1',
      kind: 'pay_in',
      amount: 2000,
      reason: 'Change from the bank',
      by: 'Sam',
      approvedBy: null,
      createdAt: '2026-11-27T09:15:00.000Z',
    },
  ],
});
const SESSION = '/api/drawer/sessions/drawer-1';

/** The till with Till 2 open, and its Cash drawer dialog opened. */
const openDrawerDialog = async (routes: StubRoutes = {}, session: DrawerSession = open) => {
  const view = renderTill('/till', drawerStaff, sam, {
    ...drawerRoutes({ session, lastFloat: 10000 }),
    ...routes,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Cash drawer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cash drawer — Till 2' });
  return { ...view, dialog: within(dialog) };
};

const posted = (calls: { method: string; url: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === `${SESSION}/${path}/`);

describe('the Cash drawer menu', () => {
  beforeEach(forgetTillDevice);

  it('shows the float, who opened the till and what went in and out, but never the expected cash', async () => {
    const { dialog } = await openDrawerDialog();
    expect(dialog.getByText('£100.00')).toBeInTheDocument();
    expect(dialog.getByText(/by Sam/)).toBeInTheDocument();
    const movements = dialog.getByRole('list', { name: 'Movements' });
    expect(movements).toHaveTextContent('Pay in');
    expect(movements).toHaveTextContent('Change from the bank');
    expect(movements).toHaveTextContent('+£20.00');
    expect(screen.queryByText(/Expected/)).toBeNull();
    expect(
      within(dialog.getByRole('group', { name: 'Drawer actions' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pay in', 'Pay out', 'No sale', 'Cash up']);
  });

  it('pays out an amount with its reason, and says so', async () => {
    const paidOut = makeDrawerSession({
      movements: [
        ...open.movements,
        {
          id: 'move-2',
          kind: 'pay_out',
          amount: 450,
          reason: 'Milk from the shop',
          by: 'Sam',
          approvedBy: null,
          createdAt: '2026-11-27T10:00:00.000Z',
        },
      ],
    });
    const { dialog, calls } = await openDrawerDialog({
      [`POST ${SESSION}/movements/`]: { body: toWire(paidOut) },
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Pay out' }));
    const form = within(dialog.getByRole('form', { name: 'Pay out' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Amount' }), '4.50');
    await userEvent.click(form.getByRole('button', { name: 'Pay out' }));
    expect(form.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      m.reasonRequired,
    );
    expect(posted(calls, 'movements')).toEqual([]);

    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Milk from the shop');
    await userEvent.click(form.getByRole('button', { name: 'Pay out' }));
    expect(await findToast(m.payOutDone(450))).toBeInTheDocument();
    expect(posted(calls, 'movements')[0]?.body).toEqual({
      kind: 'pay_out',
      amount: 450,
      reason: 'Milk from the shop',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('records a No sale with its reason alone', async () => {
    const { dialog, calls } = await openDrawerDialog({
      [`POST ${SESSION}/movements/`]: { body: toWire(open) },
    });
    await userEvent.click(dialog.getByRole('button', { name: 'No sale' }));
    const form = within(dialog.getByRole('form', { name: 'No sale' }));
    expect(form.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Change for the float');
    await userEvent.click(form.getByRole('button', { name: 'No sale' }));
    expect(await findToast(m.noSaleDone)).toBeInTheDocument();
    expect(posted(calls, 'movements')[0]?.body).toEqual({
      kind: 'no_sale',
      amount: 0,
      reason: 'Change for the float',
    });
  });
});

describe('cashing up', () => {
  beforeEach(forgetTillDevice);

  /** Four £20 notes and three £1 coins: £83.00. */
  const countEightyThree = async (
    dialog: Awaited<ReturnType<typeof openDrawerDialog>>['dialog'],
  ) => {
    await userEvent.click(dialog.getByRole('button', { name: 'Cash up' }));
    const form = within(dialog.getByRole('form', { name: 'Cash up' }));
    expect(form.getAllByRole('spinbutton')).toHaveLength(DENOMINATIONS.length);
    await userEvent.type(form.getByRole('spinbutton', { name: '£20' }), '4');
    await userEvent.type(form.getByRole('spinbutton', { name: '£1' }), '3');
    expect(form.getByRole('status', { name: 'Counted' })).toHaveTextContent('£83.00');
    await userEvent.click(form.getByRole('button', { name: 'Count done' }));
  };

  const everyDenomination = {
    counts: {
      5000: 0,
      2000: 4,
      1000: 0,
      500: 0,
      200: 0,
      100: 3,
      50: 0,
      20: 0,
      10: 0,
      5: 0,
      2: 0,
      1: 0,
    },
  };

  it('sends every note and coin, then shows Expected, Counted and Short, and opens the till again after Done', async () => {
    const closed = makeDrawerSession({
      status: 'closed',
      counted: 8300,
      expected: 8500,
      variance: -200,
      closedAt: '2026-11-27T18:00:00.000Z',
    });
    let isCounted = false;
    const { dialog, calls } = await openDrawerDialog({
      // The server's answer once the count closed the session: no open session now.
      'GET /api/drawer/sessions/current/': () => ({
        body: toWire({ session: isCounted ? null : open, lastFloat: 10000 }),
      }),
      [`POST ${SESSION}/count/`]: () => {
        isCounted = true;
        return { body: toWire(closed) };
      },
    });
    await countEightyThree(dialog);
    const summary = await dialog.findByLabelText('Cash-up figures');
    expect(summary).toHaveTextContent('Expected£85.00');
    expect(summary).toHaveTextContent('Counted£83.00');
    expect(summary).toHaveTextContent('Short £2.00');
    expect(posted(calls, 'count')[0]?.body).toEqual(everyDenomination);

    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    const again = await screen.findByRole('form', { name: m.openTitle });
    expect(within(again).getByRole('textbox', { name: 'Float' })).toHaveValue('100.00');
  });

  it('asks a manager beyond the tolerance, and a wrong PIN is said under the PIN', async () => {
    const awaiting = makeDrawerSession({
      status: 'awaiting_approval',
      counted: 8300,
      expected: 9300,
      variance: -1000,
    });
    let closes = 0;
    const { dialog, calls } = await openDrawerDialog({
      [`POST ${SESSION}/count/`]: { body: toWire(awaiting) },
      'GET /api/drawer/managers/': { body: [{ id: 'manager-1', username: 'Jo' }] },
      [`POST ${SESSION}/close/`]: () =>
        ++closes === 1
          ? { status: 400, body: { pin: [m.managerPinWrong] } }
          : {
              body: toWire({
                ...awaiting,
                status: 'closed',
                approvedBy: 'Jo',
                varianceReason: '£10 note given as change',
              }),
            },
    });
    await countEightyThree(dialog);
    expect(await dialog.findByText(m.needsApproval(-1000, 500))).toBeInTheDocument();
    expect(dialog.getByLabelText('Cash-up figures')).toHaveTextContent('Short £10.00');

    const form = within(dialog.getByRole('form', { name: 'Manager approval' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Manager' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jo' }));
    await userEvent.type(form.getByLabelText('Manager PIN'), '9999');
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), '£10 note given as change');
    await userEvent.click(form.getByRole('button', { name: 'Approve and close' }));
    await waitFor(() =>
      expect(form.getByLabelText('Manager PIN')).toHaveAccessibleDescription(m.managerPinWrong),
    );
    expect(posted(calls, 'close')[0]?.body).toEqual({
      manager_id: 'manager-1',
      pin: '9999',
      reason: '£10 note given as change',
    });

    await userEvent.type(form.getByLabelText('Manager PIN'), '1234');
    await userEvent.click(form.getByRole('button', { name: 'Approve and close' }));
    expect(await dialog.findByText(/Approved by Jo/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('counts again when cash moved since the count', async () => {
    const awaiting = makeDrawerSession({
      status: 'awaiting_approval',
      counted: 8300,
      expected: 9300,
      variance: -1000,
    });
    const { dialog } = await openDrawerDialog(
      {
        'GET /api/drawer/managers/': { body: [{ id: 'manager-1', username: 'Jo' }] },
        [`POST ${SESSION}/close/`]: { status: 409, body: { detail: m.countedSince } },
      },
      awaiting,
    );
    // Counted before the dialog was closed: it opens on the approval.
    const form = within(dialog.getByRole('form', { name: 'Manager approval' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Manager' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jo' }));
    await userEvent.type(form.getByLabelText('Manager PIN'), '1234');
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Recounted');
    await userEvent.click(form.getByRole('button', { name: 'Approve and close' }));
    expect(await form.findByText(m.countedSince)).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Count again' }));
    expect(dialog.getByRole('form', { name: 'Cash up' })).toBeInTheDocument();
  });

  it('says a recount that matches still needs a manager, once the expected cash was shown', async () => {
    const recounted = makeDrawerSession({
      status: 'awaiting_approval',
      counted: 9300,
      expected: 9300,
      variance: 0,
    });
    const { dialog } = await openDrawerDialog(
      { 'GET /api/drawer/managers/': { body: [{ id: 'manager-1', username: 'Jo' }] } },
      recounted,
    );
    expect(dialog.getByText(m.recountNeedsApproval)).toBeInTheDocument();
    expect(dialog.getByRole('form', { name: 'Manager approval' })).toBeInTheDocument();
  });
});
