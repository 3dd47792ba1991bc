import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeDayMessages } from '@opentill/contract/reports/close-day-messages';
import { merchantToday } from '@opentill/contract/time/zoned-format';
import { CloseDayPage } from '@/features/reports/close-day/routes/close-day-page';
import { makeDayFigures, makeZReport } from '@/testing/day-figures-fixtures';
import { forgetTillDevice } from '@/testing/drawer-fixtures';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { findToast } from '@/testing/find-toast';
import { renderRoute } from '@/testing/render-route';

const managers = [
  { id: '0b6f5c1e-0000-4000-8000-000000000001', username: 'Sam' },
  { id: '0b6f5c1e-0000-4000-8000-000000000002', username: 'Jo' },
];

/** The Close day screen whose POST report/z/ answers each time with the next reply. */
const renderClosing = async (...replies: StubReply[]) => {
  await forgetTillDevice();
  let answered = 0;
  const stub = stubFetch({
    'GET /api/report/x/': { body: toWire({ figures: makeDayFigures(), text: 'X' }) },
    'GET /api/drawer/managers/': { body: managers },
    'POST /api/report/z/': () => replies[Math.min(answered++, replies.length - 1)] ?? {},
  });
  renderRoute({
    session: makeSession(),
    initialPath: '/reports/close-day',
    routes: [
      { path: '/reports/close-day', element: <CloseDayPage /> },
      { path: '/reports/close-day/z/:zReportId', element: <p>The Z report page</p> },
    ],
  });
  await screen.findByRole('table', { name: 'VAT by rate' });
  await userEvent.click(screen.getByRole('button', { name: 'Close day (Z report)' }));
  return { ...stub, dialog: await screen.findByRole('dialog', { name: 'Close the day?' }) };
};

const zPosts = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/report/z/');

describe('close day: the Z report', () => {
  it('asks first, saying what closing does, and closes nothing on Cancel', async () => {
    const { dialog, calls } = await renderClosing({ status: 201, body: toWire(makeZReport()) });
    expect(dialog).toHaveTextContent(/figures are frozen under the next Z number/);
    expect(within(dialog).getByLabelText('Business day')).toHaveValue(
      merchantToday('Europe/London'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(zPosts(calls)).toEqual([]);
  });

  it('closes the day once confirmed and opens the new Z', async () => {
    const { dialog, calls } = await renderClosing({
      status: 201,
      body: toWire(makeZReport({ id: 'z-1', zNumber: 1 })),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close day' }));
    expect(await screen.findByText('The Z report page')).toBeInTheDocument();
    expect(await findToast('Day closed: Z 1.')).toBeInTheDocument();
    expect(zPosts(calls).map((call) => call.body)).toEqual([
      { business_date: merchantToday('Europe/London') },
    ]);
  });

  it("shows the server's reason when the day cannot be closed", async () => {
    const { dialog } = await renderClosing({
      status: 409,
      body: { detail: closeDayMessages.drawerOpen },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close day' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(closeDayMessages.drawerOpen);
    expect(screen.queryByText('The Z report page')).not.toBeInTheDocument();
  });

  it('asks for a manager and their PIN when the server wants one, then sends them', async () => {
    const { dialog, calls } = await renderClosing(
      { status: 400, body: { manager_id: [closeDayMessages.managerRequired] } },
      { status: 201, body: toWire(makeZReport()) },
    );
    expect(within(dialog).queryByLabelText('Manager PIN')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close day' }));
    const approval = await within(dialog).findByRole('group', { name: 'Manager approval' });
    expect(approval).toHaveTextContent(closeDayMessages.managerRequired);
    await userEvent.click(within(approval).getByRole('combobox', { name: 'Manager' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sam' }));
    await userEvent.type(within(approval).getByLabelText('Manager PIN'), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close day' }));
    expect(await screen.findByText('The Z report page')).toBeInTheDocument();
    expect(zPosts(calls).map((call) => call.body)).toEqual([
      { business_date: merchantToday('Europe/London') },
      { business_date: merchantToday('Europe/London'), manager_id: managers[0]?.id, pin: '1234' },
    ]);
  });

  it('asks for the PIN again when it was wrong', async () => {
    const { dialog } = await renderClosing(
      { status: 400, body: { manager_id: [closeDayMessages.managerRequired] } },
      { status: 400, body: { pin: ["That manager's PIN is not right."] } },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close day' }));
    const approval = await within(dialog).findByRole('group', { name: 'Manager approval' });
    await userEvent.click(within(approval).getByRole('combobox', { name: 'Manager' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jo' }));
    await userEvent.type(within(approval).getByLabelText('Manager PIN'), '0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close day' }));
    expect(await within(approval).findByText("That manager's PIN is not right.")).toBeVisible();
    expect(within(approval).getByLabelText('Manager PIN')).toHaveValue('');
  });
});
