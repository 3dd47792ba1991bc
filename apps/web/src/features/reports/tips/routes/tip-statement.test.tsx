import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tipsMessages as m } from '@opentill/contract/reports/tips.schemas';
import { TipsPage } from '@/features/reports/tips/routes/tips-page';
import { browserPlatform } from '@/platform/platform';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { findToast } from '@/testing/find-toast';
import { renderRoute } from '@/testing/render-route';
import { makeTipAllocation, makeTipStatement, makeTipsReport, sam } from '@/testing/tips-fixtures';

const openStatement = async () => {
  const print = vi.fn(async () => undefined);
  const stub = stubFetch({
    'GET /api/reports/tips/': {
      body: toWire(makeTipsReport({ allocations: [makeTipAllocation()] })),
    },
    [`GET /api/reports/tips/statements/${sam.id}/`]: { body: toWire(makeTipStatement()) },
  });
  renderRoute({
    session: makeSession(),
    platform: { ...browserPlatform, printer: { print } },
    initialPath: '/reports/tips',
    routes: [{ path: '/reports/tips', element: <TipsPage /> }],
  });
  await userEvent.click(await screen.findByRole('button', { name: `${m.statement} for Sam` }));
  return { ...stub, print, dialog: await screen.findByRole('dialog', { name: m.statement }) };
};

describe('tips: a worker’s statement', () => {
  it('lists each share with its days, method, hours and pot, and the total', async () => {
    const { dialog } = await openStatement();
    const table = await within(dialog).findByRole('table', { name: 'Sam' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DaysMethodHoursPotShare',
      'Wed 25 Nov to Thu 26 Nov 2026By hours worked2 h£1.51£1.01',
      'Fri 20 Nov 2026Equally—£6.00£3.00',
      'Total£4.01',
    ]);
    expect(within(dialog).getByText(m.kept)).toBeInTheDocument();
  });

  it('prints the statement on the platform’s printer', async () => {
    const { dialog, print } = await openStatement();
    await within(dialog).findByRole('table', { name: 'Sam' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(await findToast('Printed successfully')).toBeVisible();
    const [text] = print.mock.calls[0] as unknown as [string];
    expect(text).toContain('TIPS STATEMENT\nSam');
    expect(text).toMatch(/TOTAL +£4\.01/);
    expect(text).toContain(m.kept);
  });
});
