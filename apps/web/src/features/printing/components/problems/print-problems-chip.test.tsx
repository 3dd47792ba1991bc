import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import type { PrintJob } from '@opentill/contract/printing/print-jobs.schemas';
import { queryKeysForEvent } from '@/app/live/live-query-keys';
import { PrintProblemsChip } from '@/features/printing/components/problems/print-problems-chip';
import {
  BAR_PRINTER_ID,
  barPrinter,
  makePrinter,
  makePrintJob,
} from '@/features/printing/testing/printing-fixtures';
import { makeDevice, makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { findToast } from '@/testing/find-toast';
import { renderRoute } from '@/testing/render-route';

const PROBLEMS = 'GET /api/printing/jobs/';
const ticket = makePrintJob();
const receipt = makePrintJob({
  id: 'job-2',
  kind: 'receipt',
  status: 'unconfirmed',
  orderNumber: '#143',
  stationName: null,
  lastError: 'Paper out',
});

const renderChip = (
  problems: () => PrintJob[],
  session: Session = makeSession({ user: makeUser({ groups: [] }) }),
  routes: StubRoutes = {},
) => {
  const stub = stubFetch({
    [PROBLEMS]: () => ({ body: toWire({ results: problems() }) }),
    'GET /api/printing/printers/': { body: toWire({ results: [makePrinter(), barPrinter] }) },
    ...routes,
  });
  const view = renderRoute({
    session,
    initialPath: '/',
    routes: [{ path: '/', element: <PrintProblemsChip /> }],
  });
  const asked = () => stub.calls.filter((c) => c.url.startsWith('/api/printing/jobs/?')).length;
  return { ...stub, ...view, asked };
};

afterEach(() => vi.useRealTimers());

describe('print problems in the top bar', () => {
  it('shows nothing while every job printed', async () => {
    const { asked } = renderChip(() => []);
    await waitFor(() => expect(asked()).toBe(1));
    expect(screen.queryByRole('button', { name: /not printed/ })).toBeNull();
  });

  it('is not asked for by a kitchen screen', async () => {
    const { calls } = renderChip(
      () => [ticket],
      makeSession({ user: null, device: makeDevice({ kind: 'screen' }) }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toHaveLength(0);
  });

  it('asks every 10 s, so a job that failed shows without anyone looking for it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let problems: PrintJob[] = [];
    renderChip(() => problems);
    problems = [ticket];
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(
      await screen.findByRole('button', { name: '1 print job not printed' }),
    ).toHaveTextContent('1 not printed');
  });

  it('is asked again as soon as an alert is raised', async () => {
    let problems: PrintJob[] = [];
    const { asked, queryClient } = renderChip(() => problems);
    await waitFor(() => expect(asked()).toBe(1));
    problems = [ticket, receipt];
    const keys = queryKeysForEvent({
      id: 1,
      type: 'alert.raised',
      orderId: null,
      orderVersion: null,
    });
    await act(() => queryClient.invalidateQueries({ queryKey: keys[0] }));
    expect(await screen.findByRole('button', { name: '2 print jobs not printed' })).toBeVisible();
  });

  it('lists what did not print and reprints it on another printer in one tap', async () => {
    let problems = [ticket, receipt];
    const { calls, asked } = renderChip(() => problems, undefined, {
      'POST /api/printing/jobs/job-1/reprint/': () => {
        problems = [receipt];
        return {
          status: 201,
          body: toWire(makePrintJob({ id: 'job-3', kind: 'reprint', status: 'queued' })),
        };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: '2 print jobs not printed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Not printed' }));
    const first = within(dialog.getByRole('listitem', { name: 'Order ticket · #142 · Kitchen' }));
    expect(first.getByText('Kitchen printer · Failed')).toBeVisible();
    expect(first.getByText('The printer did not answer.')).toBeVisible();
    const second = within(dialog.getByRole('listitem', { name: 'Receipt · #143' }));
    expect(second.getByText('Kitchen printer · Not confirmed by the printer')).toBeVisible();
    expect(second.getByText('Paper out')).toBeVisible();
    expect(first.queryByRole('button', { name: 'Reprint on Kitchen printer' })).toBeNull();
    const before = asked();
    await userEvent.click(await first.findByRole('button', { name: 'Reprint on Bar printer' }));
    expect(await findToast('Sent to Bar printer.')).toBeVisible();
    const reprints = calls.filter((c) => c.url.endsWith('/job-1/reprint/'));
    expect(reprints.map((c) => c.body)).toEqual([{ printer_id: BAR_PRINTER_ID }]);
    expect(reprints[0]?.headers.get('Idempotency-Key')).toMatch(/^reprint-/);
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
    await waitFor(() =>
      expect(dialog.queryByRole('listitem', { name: 'Order ticket · #142 · Kitchen' })).toBeNull(),
    );
    expect(dialog.getByRole('listitem', { name: 'Receipt · #143' })).toBeVisible();
  });

  it('shows the signed-in card terminal what did not print, and lets staff mark it dealt with', async () => {
    let problems = [receipt];
    const { calls } = renderChip(
      () => problems,
      makeSession({ user: null, device: makeDevice({ kind: 'terminal' }) }),
      {
        'POST /api/printing/jobs/job-2/resolve/': () => {
          problems = [];
          return { body: toWire({ ...receipt, status: 'failed' }) };
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: '1 print job not printed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Not printed' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Dealt with' }));
    expect(await dialog.findByText('Everything has printed.')).toBeVisible();
    expect(calls.filter((c) => c.url.endsWith('/job-2/resolve/'))).toHaveLength(1);
  });
});
