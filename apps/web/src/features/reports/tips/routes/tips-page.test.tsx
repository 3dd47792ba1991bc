import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TipsReport } from '@opentill/contract/reports/tips.schemas';
import { tipsMessages as m } from '@opentill/contract/reports/tips.schemas';
import { TipsPage } from '@/features/reports/tips/routes/tips-page';
import { makeSession, toWire } from '@/testing/factories';
import { makeListedOrder } from '@/testing/order-fixtures';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';
import { makeTipAllocation, makeTipsReport } from '@/testing/tips-fixtures';
import { ALL_SHARED } from '@/features/reports/tips/components/tips-sharing';
import { shareLeftLabel } from '@/features/reports/tips/tip-labels';

const renderTips = (report: TipsReport = makeTipsReport(), routes: StubRoutes = {}) => {
  const stub = stubFetch({ 'GET /api/reports/tips/': { body: toWire(report) }, ...routes });
  renderRoute({
    session: makeSession(),
    initialPath: '/reports/tips',
    routes: [{ path: '/reports/tips', element: <TipsPage /> }],
  });
  return stub;
};

const rowText = (table: HTMLElement, name: string | RegExp) =>
  within(table).getByRole('rowheader', { name }).closest('tr')?.textContent;

describe('tips: the period', () => {
  it('shows the totals, each day and every tipped payment', async () => {
    renderTips();
    const summary = await screen.findByLabelText('Tips summary');
    expect(summary).toHaveTextContent('Tips£1.51');
    expect(summary).toHaveTextContent('of them cash£0.51');
    expect(summary).toHaveTextContent('of them card£1.00');

    const days = screen.getByRole('table', { name: 'Tips by day' });
    expect(rowText(days, 'Wed 25 Nov')).toBe('Wed 25 Nov1£0.00£1.00£1.00£0.00£1.00');
    expect(rowText(days, 'Thu 26 Nov')).toBe('Thu 26 Nov1£0.51£0.00£0.51£0.00£0.51');
    expect(rowText(days, 'Total')).toBe('Total2£0.51£1.00£1.51£0.00£1.51');

    const payments = screen.getByRole('table', { name: 'Tipped payments' });
    expect(rowText(payments, 'Order #42')).toBe('Order #4226/11 12:30CashJo£0.51Not yet');
    expect(rowText(payments, 'Order #41')).toBe('Order #4125/11 09:15CardSam£1.00Not yet');
    // Each table scrolls inside its own named region, never the phone's page.
    expect(screen.getByRole('region', { name: 'Tipped payments' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    const left = screen.getByRole('region', { name: 'Tips to share' });
    expect(within(left).getByRole('heading')).toHaveTextContent('£1.51 not shared yet');
    expect(within(left).getByRole('button', { name: shareLeftLabel(151) })).toBeEnabled();
    expect(screen.getByText(m.kept)).toBeInTheDocument();
  });

  it('opens the order of a tipped payment', async () => {
    renderTips(makeTipsReport(), {
      'GET /api/orders/orders/order-42/': { body: toWire(makeListedOrder({ id: 'order-42' })) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Order #42' }));
    expect(await screen.findByRole('dialog', { name: 'Order #42' })).toBeInTheDocument();
  });

  it('asks for today by default', async () => {
    const { calls } = renderTips();
    await screen.findByLabelText('Tips summary');
    const today = (screen.getByLabelText('From') as HTMLInputElement).value;
    expect(screen.getByLabelText('To')).toHaveValue(today);
    expect(calls.map((call) => call.url)).toContain(`/api/reports/tips/?from=${today}&to=${today}`);
  });

  it('says when there are no tips, with nothing to share', async () => {
    renderTips(makeTipsReport({ total: 0, cash: 0, card: 0, days: [], payments: [] }));
    expect(await screen.findByText('No tips in these days.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Tipped payments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Share/ })).not.toBeInTheDocument();
  });

  it('shows how the days were shared, and that nothing is left to share', async () => {
    renderTips(makeTipsReport({ shared: 151, unshared: 0, allocations: [makeTipAllocation()] }));
    const shared = await screen.findByRole('table', { name: /^Tips shared/ });
    expect(rowText(shared, 'Sam')).toBe('Sam2 h£1.01View');
    expect(rowText(shared, 'Jo')).toBe('Jo1 h£0.50View');
    expect(
      screen.getByText('By hours worked, £1.51 in all, shared 26/11 18:00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All shared' })).toBeInTheDocument();
    const share = screen.getByRole('button', { name: m.share });
    expect(share).toBeDisabled();
    expect(share).toHaveAccessibleDescription(ALL_SHARED);
  });

  it('shows a tip taken after the share as not yet shared, and offers to share just that', async () => {
    const first = makeTipAllocation({ total: 100 });
    renderTips(
      makeTipsReport({
        shared: 100,
        unshared: 51,
        days: [
          {
            date: '2026-11-25',
            count: 1,
            total: 100,
            cash: 0,
            card: 100,
            shared: 100,
            unshared: 0,
          },
          { date: '2026-11-26', count: 1, total: 51, cash: 51, card: 0, shared: 0, unshared: 51 },
        ],
        payments: makeTipsReport().payments.map((p) =>
          p.paymentId === 'pay-41' ? { ...p, allocationId: first.id } : p,
        ),
        allocations: [first],
      }),
    );
    const left = await screen.findByRole('region', { name: 'Tips to share' });
    expect(within(left).getByRole('heading')).toHaveTextContent('£0.51 not shared yet');
    expect(left).toHaveTextContent('came in after the last share');
    expect(within(left).getByRole('button', { name: 'Share £0.51 not yet shared' })).toBeEnabled();
    const days = screen.getByRole('table', { name: 'Tips by day' });
    expect(rowText(days, 'Total')).toBe('Total2£0.51£1.00£1.51£1.00£0.51');
    const payments = screen.getByRole('table', { name: 'Tipped payments' });
    expect(rowText(payments, 'Order #42')).toMatch(/£0\.51Not yet$/);
    expect(rowText(payments, 'Order #41')).toMatch(/£1\.00Yes$/);
  });

  it('refuses days in the wrong order without asking the server', async () => {
    const { calls } = renderTips();
    await screen.findByLabelText('Tips summary');
    const asked = calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-19' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText(m.periodBackwards)).toBeInTheDocument();
    expect(calls).toHaveLength(asked);
  });

  it('says when the tips cannot be loaded, and offers to try again', async () => {
    const { calls } = renderTips(makeTipsReport(), {
      'GET /api/reports/tips/': { status: 500, body: { detail: 'Server error.' } },
    });
    expect(await screen.findByText('The tips could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls.filter((call) => call.url.startsWith('/api/reports/tips/'))).toHaveLength(2);
  });
});
