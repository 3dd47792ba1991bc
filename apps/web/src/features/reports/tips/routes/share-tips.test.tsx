import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  tipsMessages as m,
  type TipAllocation,
  type TipsReport,
} from '@opentill/contract/reports/tips.schemas';
import { TipsPage } from '@/features/reports/tips/routes/tips-page';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch, type FetchCall, type StubReply } from '@/testing/fetch-stub';
import { findToast } from '@/testing/find-toast';
import { renderRoute } from '@/testing/render-route';
import { jo, makeTipAllocation, makeTipsReport, sam, tipWorkers } from '@/testing/tips-fixtures';
import { ALL_SHARED } from '@/features/reports/tips/components/tips-sharing';
import { shareLeftLabel } from '@/features/reports/tips/tip-labels';

/**
 * The Tips page with `report` (£1.51 not yet shared), Share pressed. POST answers with each
 * reply in turn; a 201's allocation is then on the page, and what it shared is no longer left.
 */
const openShareOf = async (report: TipsReport, ...replies: StubReply[]) => {
  let answered = 0;
  let shared: TipAllocation | null = null;
  const stub = stubFetch({
    'GET /api/reports/tips/': () => ({
      body: toWire(
        shared === null
          ? report
          : {
              ...report,
              shared: report.shared + shared.total,
              unshared: report.unshared - shared.total,
              allocations: [shared, ...report.allocations],
            },
      ),
    }),
    'GET /api/accounts/cashier/': { body: toWire(tipWorkers) },
    'POST /api/reports/tips/allocations/': () => {
      const reply = replies[Math.min(answered++, replies.length - 1)] ?? {};
      if (reply.status === 201) shared = reply.body as TipAllocation;
      return reply;
    },
  });
  renderRoute({
    session: makeSession(),
    initialPath: '/reports/tips',
    routes: [{ path: '/reports/tips', element: <TipsPage /> }],
  });
  // Waiting on a label rather than a role: a role query over the whole page is slow.
  await screen.findByLabelText('Tips summary');
  await userEvent.click(screen.getByRole('button', { name: shareLeftLabel(report.unshared) }));
  const dialog = await screen.findByRole('dialog', { name: m.share });
  await within(dialog).findByRole('checkbox', { name: 'Sam' });
  return { ...stub, dialog };
};

const openShare = (...replies: StubReply[]) => openShareOf(makeTipsReport(), ...replies);

const posts = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/reports/tips/allocations/');

const shareByHours = async (dialog: HTMLElement, samHours: string, joHours: string) => {
  await userEvent.click(within(dialog).getByRole('radio', { name: m.byHours }));
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sam' }));
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Jo' }));
  const typeHours = async (name: string, hours: string) => {
    if (hours !== '') await userEvent.type(within(dialog).getByRole('textbox', { name }), hours);
  };
  await typeHours('Hours for Sam', samHours);
  await typeHours('Hours for Jo', joHours);
};

describe('tips: Share tips', () => {
  it('previews a split by hours to the penny and sends it by hours', async () => {
    const { dialog, calls } = await openShare({
      status: 201,
      body: toWire(makeTipAllocation()),
    });
    await shareByHours(dialog, '2', '1');
    const preview = within(dialog).getByLabelText("Each worker's share");
    expect(preview).toHaveTextContent('Sam£1.01Jo£0.50');

    await userEvent.click(within(dialog).getByRole('button', { name: m.share }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const [post] = posts(calls);
    expect(post?.body).toEqual({
      from: '2026-11-25',
      to: '2026-11-26',
      method: 'hours',
      workers: [
        { cashier_id: sam.id, hours: 2 },
        { cashier_id: jo.id, hours: 1 },
      ],
    });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^tips-/);
  });

  it('shares equally without hours, then shows who got what, with nothing left', async () => {
    const { dialog, calls } = await openShare({
      status: 201,
      body: toWire(
        makeTipAllocation({
          method: 'equal',
          shares: [
            { cashierId: sam.id, name: 'Sam', hours: null, share: 76 },
            { cashierId: jo.id, name: 'Jo', hours: null, share: 75 },
          ],
        }),
      ),
    });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sam' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Jo' }));
    expect(within(dialog).getByLabelText("Each worker's share")).toHaveTextContent(
      'Sam£0.76Jo£0.75',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: m.share }));
    expect(await findToast('Tips shared: Sam £0.76, Jo £0.75.')).toBeVisible();
    expect(posts(calls)[0]?.body).toMatchObject({
      method: 'equal',
      workers: [{ cashier_id: sam.id }, { cashier_id: jo.id }],
    });
    const shared = await screen.findByRole('table', { name: /^Tips shared/ });
    expect(within(shared).getByRole('rowheader', { name: 'Sam' }).closest('tr')).toHaveTextContent(
      '£0.76',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: m.share })).toBeDisabled();
    expect(screen.getByRole('button', { name: m.share })).toHaveAccessibleDescription(ALL_SHARED);
  });

  it('shares only what a later tip left, beside the first share', async () => {
    const first = makeTipAllocation({ id: 'alloc-0', total: 100 });
    const later = makeTipsReport({ shared: 100, unshared: 51, allocations: [first] });
    const { dialog, calls } = await openShareOf(later, {
      status: 201,
      body: toWire(
        makeTipAllocation({
          id: 'alloc-1',
          method: 'equal',
          total: 51,
          shares: [
            { cashierId: sam.id, name: 'Sam', hours: null, share: 26 },
            { cashierId: jo.id, name: 'Jo', hours: null, share: 25 },
          ],
        }),
      ),
    });
    expect(dialog).toHaveTextContent('£0.51 in tips not yet shared');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sam' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Jo' }));
    expect(within(dialog).getByLabelText("Each worker's share")).toHaveTextContent(
      'Sam£0.26Jo£0.25',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: m.share }));
    expect(await findToast('Tips shared: Sam £0.26, Jo £0.25.')).toBeVisible();
    expect(posts(calls)).toHaveLength(1);
    expect(await screen.findAllByRole('table', { name: /^Tips shared/ })).toHaveLength(2);
    expect(await screen.findByRole('button', { name: m.share })).toBeDisabled();
  });

  it('says what is missing before asking the server', async () => {
    const { dialog, calls } = await openShare({ status: 201 });
    await userEvent.click(within(dialog).getByRole('button', { name: m.share }));
    expect(within(dialog).getByText(m.workersRequired)).toBeInTheDocument();
    await shareByHours(dialog, '7.5h', '');
    await userEvent.click(within(dialog).getByRole('button', { name: m.share }));
    expect(within(dialog).getByText(m.hoursRange)).toBeInTheDocument();
    expect(within(dialog).getByText(m.hoursRequired)).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('shows that the tips left were shared meanwhile (409)', async () => {
    const detail = m.allShared;
    const { dialog } = await openShare({ status: 409, body: { detail } });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: m.share }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
  });

  it('puts a refusal of the workers on the worker list', async () => {
    const { dialog } = await openShare({ status: 400, body: { workers: [m.unknownWorker] } });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Jo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: m.share }));
    const workers = within(dialog).getByRole('group', { name: 'Workers' });
    expect(await within(workers).findByText(m.unknownWorker)).toBeInTheDocument();
  });

  it('sends a retry of the same split with the same Idempotency-Key', async () => {
    const { dialog, calls } = await openShare(
      { status: 503, body: { detail: 'Service unavailable.' } },
      { status: 201, body: toWire(makeTipAllocation()) },
    );
    await shareByHours(dialog, '2', '1');
    await userEvent.click(within(dialog).getByRole('button', { name: m.share }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: m.share }));
    await findToast('Tips shared: Sam £1.01, Jo £0.50.');
    const [first, second] = posts(calls);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });
});
