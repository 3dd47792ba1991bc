import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import type { DrawerMovement } from '@opentill/contract/drawer/drawer.schemas';
import { ApiError, SERVER_TIMED_OUT_MESSAGE } from '@/api/api-error';
import { readDrawerErrors, SERVER_UNREACHABLE } from '@/features/till/drawer/drawer-errors';
import { DrawerSummary } from '@/features/till/drawer/drawer-summary';
import {
  drawerRoutes,
  drawerStaff,
  forgetTillDevice,
  makeDrawerSession,
} from '@/testing/drawer-fixtures';
import { toWire } from '@/testing/factories';
import { findToast } from '@/testing/find-toast';
import { renderTill, sam } from '@/testing/till-fixtures';

// Issue 16: the session's movements name who approved a No sale, and a movement sent
// again after a lost answer is one movement.

const movement = (overrides: Partial<DrawerMovement>): DrawerMovement => ({
  id: 'move-1',
  kind: 'no_sale',
  amount: 0,
  reason: 'Change for the float',
  by: 'Sam',
  approvedBy: null,
  createdAt: '2026-11-27T09:15:00.000Z',
  ...overrides,
});

describe('the movements of a session', () => {
  it('name the manager who approved a No sale, and no one where none was asked', () => {
    const session = makeDrawerSession({
      movements: [
        movement({ id: 'move-1', approvedBy: 'Jo' }),
        movement({ id: 'move-2', kind: 'pay_out', amount: 450, reason: 'Milk' }),
      ],
    });
    render(<DrawerSummary session={session} timeZone="Europe/London" />);
    const [noSale, payOut] = within(screen.getByRole('list', { name: 'Movements' })).getAllByRole(
      'listitem',
    );
    expect(noSale).toHaveTextContent(/Change for the float · .* · Sam, approved by Jo/);
    expect(payOut).toHaveTextContent(/Milk · .* · Sam/);
    expect(payOut).not.toHaveTextContent('approved by');
  });
});

describe('a movement sent again', () => {
  beforeEach(forgetTillDevice);

  it('goes with the same Idempotency-Key after no answer, so it is recorded once', async () => {
    let posts = 0;
    const paidOut = makeDrawerSession({
      movements: [movement({ kind: 'pay_out', amount: 450, reason: 'Milk' })],
    });
    const { calls } = renderTill('/till', drawerStaff, sam, {
      ...drawerRoutes({ session: makeDrawerSession(), lastFloat: 10000 }),
      'POST /api/drawer/sessions/drawer-1/movements/': () => {
        posts += 1;
        return posts === 1 ? { status: 503, body: {} } : { body: toWire(paidOut) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cash drawer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cash drawer — Till 2' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Pay out' }));
    const form = within(dialog.getByRole('form', { name: 'Pay out' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Amount' }), '4.50');
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Milk');
    await userEvent.click(form.getByRole('button', { name: 'Pay out' }));
    expect(await form.findByText(SERVER_UNREACHABLE)).toBeInTheDocument();

    await userEvent.click(form.getByRole('button', { name: 'Pay out' }));
    expect(await findToast(m.payOutDone(450))).toBeInTheDocument();
    const keys = calls
      .filter((call) => call.url.endsWith('/movements/'))
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^drawer-/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says the server did not answer in time when it went silent', () => {
    expect(readDrawerErrors(ApiError.timedOut(), ['amount'], 'Not recorded.')).toEqual({
      fields: {},
      other: SERVER_TIMED_OUT_MESSAGE,
    });
  });
});
