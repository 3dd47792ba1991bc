import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TodayPage } from '@/features/reports/routes/today-page';
import { makeSession } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const today = {
  start: '2026-11-26T00:00:00Z',
  end: '2026-11-27T00:00:00Z',
  generated_at: '2026-11-26T14:05:00Z',
  open: true,
  status_since: '2026-11-26T08:00:00Z',
  next_change_at: '2026-11-26T22:00:00Z',
  increase_over_last_week: 12.5,
  total_card_payments: { count: 12, total: 15670 },
  total_cash_payments: { count: 5, total: 4230 },
  total_payments: { count: 17, total: 19900 },
  cashier_breakdown: [
    { id: 'c1', cashier_name: 'Alex', count: 10, total: 12000 },
    { id: null, cashier_name: 'No cashier', count: 7, total: 7900 },
  ],
};

const renderToday = (reply: { status?: number; body: unknown }) => {
  stubFetch({ 'GET /api/report/today/': reply });
  return renderRoute({
    session: makeSession(),
    initialPath: '/reports/today',
    routes: [{ path: '/reports/today', element: <TodayPage /> }],
  });
};

const rowText = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr')?.textContent;

describe('today screen', () => {
  it('shows the status lines and the takings by type and by cashier', async () => {
    renderToday({ body: today });
    expect(
      await screen.findByRole('heading', { name: 'Today Report for Thursday 26th November 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Status at 14:05: Open since 08:00')).toBeInTheDocument();
    expect(screen.getByText('Closing in 7 hours 55 minutes at 22:00')).toBeInTheDocument();
    expect(screen.getByText('12.5% increase over this period last week.')).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Takings by payment type' });
    expect(rowText(totals, 'Card')).toBe('Card12£156.70');
    expect(rowText(totals, 'Cash')).toBe('Cash5£42.30');
    expect(rowText(totals, 'Total')).toBe('Total17£199.00');
    const cashiers = screen.getByRole('table', { name: 'Takings by cashier' });
    expect(
      within(cashiers)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Cashier', 'Transactions', 'Revenue']);
    expect(rowText(cashiers, 'Alex')).toBe('Alex10£120.00');
  });

  it('leaves out the cashier table, the next change and the increase when there are none', async () => {
    renderToday({
      body: {
        ...today,
        open: false,
        next_change_at: null,
        increase_over_last_week: null,
        cashier_breakdown: [],
      },
    });
    expect(await screen.findByText('Status at 14:05: Closed since 08:00')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Takings by cashier' })).not.toBeInTheDocument();
    expect(screen.queryByText(/ in .* at /)).not.toBeInTheDocument();
    expect(screen.queryByText(/over this period last week/)).not.toBeInTheDocument();
  });

  it('says when the report cannot be loaded', async () => {
    renderToday({ status: 500, body: { detail: 'Server error.' } });
    expect(await screen.findByText("Today's report could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
