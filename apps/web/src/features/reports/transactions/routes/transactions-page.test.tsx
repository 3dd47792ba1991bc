import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDaysToDate } from '@opentill/contract/reports/report-dates';
import { REPORT_MESSAGES } from '@opentill/contract/reports/report-messages';
import type { TransactionPage, TransactionRow } from '@opentill/contract/reports/report.schemas';
import { merchantToday } from '@opentill/contract/time/zoned-format';
import type { ChartPoint } from '@/features/reports/transactions/chart-points';
import { TransactionsPage } from '@/features/reports/transactions/routes/transactions-page';
import { makeDevice, makeSession, toWire } from '@/testing/factories';
import { stubFetch, type FetchCall, type StubRoutes } from '@/testing/fetch-stub';
import { stubMatchMedia } from '@/testing/match-media';
import { makeListedOrder } from '@/testing/order-fixtures';
import { renderRoute } from '@/testing/render-route';

// Recharts needs a laid-out page; jsdom has none. The chart's own module is replaced by
// a list of what it was given, so the page's wiring is what these tests see.
vi.mock('@/features/reports/transactions/components/revenue-chart', () => ({
  RevenueChart: ({ points }: { points: ChartPoint[] }) => (
    <ul aria-label="Revenue chart">
      {points.map((point) => (
        <li key={point.hour}>
          {`${point.hour} revenue ${point.revenue} expected ${point.expectedRevenue}`}
        </li>
      ))}
    </ul>
  ),
}));

const makeRow = (overrides: Partial<TransactionRow> = {}): TransactionRow => ({
  id: 'payment-1',
  orderId: 'order-1',
  createdAt: '2026-11-25T14:05:00Z',
  amountGross: 1250,
  refunded: true,
  amountRefunded: 300,
  type: 'pax_device',
  itemCount: 3,
  customerName: 'Grace Hopper',
  ...overrides,
});

const page = (results: TransactionRow[], count = results.length): TransactionPage => ({
  count,
  next: null,
  previous: null,
  results,
});

const revenue = {
  revenue: [{ datetime: '2026-11-25T14:00:00Z', revenue: 1250 }],
  expectedRevenue: [{ datetime: '2026-11-25T14:00:00Z', revenue: 900 }],
};

const renderTransactions = ({
  rows = [makeRow()],
  count = rows.length,
  isTerminal = false,
  routes = {},
}: {
  rows?: TransactionRow[];
  count?: number;
  isTerminal?: boolean;
  routes?: StubRoutes;
} = {}) => {
  const stub = stubFetch({
    'GET /api/report/': { body: toWire(revenue) },
    'GET /api/report/transactionReport/': { body: toWire(page(rows, count)) },
    'GET /api/orders/orders/order-1/': { body: toWire(makeListedOrder()) },
    ...routes,
  });
  renderRoute({
    session: makeSession({ device: isTerminal ? makeDevice() : null }),
    initialPath: '/reports/revenue',
    routes: [{ path: '/reports/revenue', element: <TransactionsPage /> }],
  });
  return stub;
};

const calls = (all: FetchCall[], path: string) =>
  all.filter((c) => c.method === 'GET' && c.url.split('?')[0] === path);
const pageOf = (call: FetchCall) => new URL(call.url, 'http://x').searchParams.get('page');

const today = () => merchantToday('Europe/London');

let objectUrls: Blob[] = [];
let downloads: string[] = [];
beforeEach(() => {
  objectUrls = [];
  downloads = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      objectUrls.push(blob);
      return 'blob:transactions';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the Transactions screen', () => {
  it('shows every §2.13 column, the chart with both series beside it on a wide screen', async () => {
    const { calls: all } = renderTransactions();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Created',
      'Amount Paid',
      'Refunded',
      'Amount Refunded',
      'Payment Type',
      'Item Count',
      'Customer Name',
    ]);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['25/11 14:05', '£12.50', 'Yes', '£3.00', 'Card', '3', 'Grace Hopper']);
    // Both series reach the chart, each hour's taking beside its 4-week mean.
    const chart = await screen.findByRole('list', { name: 'Revenue chart' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['14:00 revenue 1250 expected 900']);
    expect(
      screen.getByRole('heading', { name: 'Hourly Revenue over last 24 hours' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Revenue Graph' })).not.toBeInTheDocument();
    expect(pageOf(calls(all, '/api/report/transactionReport/')[0]!)).toBe('1');
    expect(
      new URL(calls(all, '/api/report/transactionReport/')[0]!.url, 'http://x').searchParams.get(
        'limit',
      ),
    ).toBe('50');
  });

  it('shows only Created, Amount Paid and Payment Type on a small screen, with the switcher', async () => {
    stubMatchMedia((query) => query.includes('max-width'));
    renderTransactions({ rows: [makeRow({ type: 'cash' })] });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Created', 'Amount Paid', 'Payment Type']);
    expect(within(table).getByText('Cash')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Revenue chart' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Revenue Graph' }));
    expect(await screen.findByRole('list', { name: 'Revenue chart' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Transaction History' }));
    expect(await screen.findByRole('table', { name: 'Transactions' })).toBeInTheDocument();
  });

  it('says so when there are no transactions', async () => {
    renderTransactions({ rows: [] });
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the order of a row in a dialog', async () => {
    renderTransactions();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await userEvent.click(within(table).getByText('Grace Hopper'));
    const dialog = await screen.findByRole('dialog', { name: 'Order #42' });
    expect(within(dialog).getByText('£4.50')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Receipt' }));
    expect(within(dialog).getByLabelText('Receipt preview')).toHaveTextContent('Order 42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refreshes every 10 s: the chart always, the table only on page 1', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { calls: all } = renderTransactions({
      rows: Array.from({ length: 50 }, (_, i) => makeRow({ id: `payment-${i}` })),
      count: 120,
    });
    await screen.findByRole('table', { name: 'Transactions' });
    await waitFor(() => expect(calls(all, '/api/report/')).toHaveLength(1));
    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(calls(all, '/api/report/')).toHaveLength(2));
    expect(calls(all, '/api/report/transactionReport/').map(pageOf)).toEqual(['1', '1']);

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(calls(all, '/api/report/transactionReport/').map(pageOf)).toEqual(['1', '1', '2']),
    );
    await waitFor(() => expect(screen.getByText(/51–100 of 120/)).toBeInTheDocument());
    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(calls(all, '/api/report/')).toHaveLength(3));
    expect(calls(all, '/api/report/transactionReport/').map(pageOf)).toEqual(['1', '1', '2']);
  });

  it('does not refresh while an export is running', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let answer: (reply: { body: string }) => void = () => undefined;
    const { calls: all, fetchMock } = renderTransactions();
    await screen.findByRole('table', { name: 'Transactions' });
    const csvCall = new Promise<{ body: string }>((resolve) => {
      answer = resolve;
    });
    const plain = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('as_csv')
        ? new Response((await csvCall).body, { headers: { 'Content-Type': 'text/csv' } })
        : plain(input, init),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export to csv' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export to csv' })).toBeDisabled(),
    );
    const before = calls(all, '/api/report/').length;
    act(() => vi.advanceTimersByTime(30_000));
    expect(calls(all, '/api/report/')).toHaveLength(before);
    answer({ body: 'Created\r\n' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export to csv' })).toBeEnabled(),
    );
    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(calls(all, '/api/report/')).toHaveLength(before + 1));
  });
});

describe('exporting', () => {
  it('defaults to the last 7 days and saves transaction-report.csv with dashed dates and the byte order mark', async () => {
    const { calls: all } = renderTransactions({
      routes: {
        'POST /api/report/transactionReport/as_csv/': { body: 'Created,Order ID\r\n' },
      },
    });
    const from = screen.getByRole('textbox', { name: 'Export From' });
    const to = screen.getByRole('textbox', { name: 'Export To' });
    expect(to).toHaveValue(today().replaceAll('-', '/'));
    expect(from).toHaveValue(addDaysToDate(today(), -7).replaceAll('-', '/'));
    await userEvent.click(screen.getByRole('button', { name: 'Export to csv' }));
    await waitFor(() => expect(downloads).toEqual(['transaction-report.csv']));
    const post = all.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/report/transactionReport/as_csv/');
    expect(post?.body).toEqual({ from_date: addDaysToDate(today(), -7), to_date: today() });
    // Blob.text() would drop the byte order mark this checks for (reading the answer drops the server's).
    const bytes = await objectUrls[0]?.arrayBuffer();
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFCreated,Order ID\r\n',
    );
    expect(screen.queryByRole('button', { name: 'Email Report' })).not.toBeInTheDocument();
  });

  it('says when the CSV could not be fetched', async () => {
    renderTransactions({
      routes: { 'POST /api/report/transactionReport/as_csv/': { status: 500, body: {} } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export to csv' }));
    expect(await screen.findByText(REPORT_MESSAGES.csvFetchFailed)).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('shows a negative notification when the browser denies the download', async () => {
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => {
        throw new DOMException('Downloads are blocked', 'SecurityError');
      },
    });
    renderTransactions({
      routes: { 'POST /api/report/transactionReport/as_csv/': { body: 'Created\r\n' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export to csv' }));
    const toast = await screen.findByText(REPORT_MESSAGES.downloadDenied);
    expect(toast.closest('.notistack-MuiContent-error')).not.toBeNull();
  });

  it('shows the range refusals under the fields and sends nothing', async () => {
    const { calls: all } = renderTransactions();
    const from = screen.getByRole('textbox', { name: 'Export From' });
    const to = screen.getByRole('textbox', { name: 'Export To' });
    await userEvent.clear(to);
    await userEvent.type(to, addDaysToDate(today(), 1).replaceAll('-', '/'));
    expect(await screen.findByText(REPORT_MESSAGES.toInFuture)).toBeInTheDocument();
    await userEvent.clear(to);
    await userEvent.type(to, addDaysToDate(today(), -10).replaceAll('-', '/'));
    expect(await screen.findByText(REPORT_MESSAGES.fromAfterTo)).toBeInTheDocument();
    expect(screen.queryByText(REPORT_MESSAGES.toInFuture)).not.toBeInTheDocument();
    await userEvent.clear(from);
    await userEvent.type(from, '2026/1');
    expect(screen.queryByText(REPORT_MESSAGES.badDate)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export to csv' }));
    expect(await screen.findByText(REPORT_MESSAGES.badDate)).toBeInTheDocument();
    expect(all.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('emails the report on a terminal device instead of saving a CSV', async () => {
    const { calls: all } = renderTransactions({
      isTerminal: true,
      routes: {
        'POST /api/report/transactionReport/email_report/': {
          body: { report_recipient: 'owner@cafe.test' },
        },
      },
    });
    expect(screen.queryByRole('button', { name: 'Export to csv' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Email Report' }));
    expect(await screen.findByText('report sent to owner@cafe.test')).toBeInTheDocument();
    expect(all.find((c) => c.method === 'POST')?.body).toEqual({
      from_date: addDaysToDate(today(), -7),
      to_date: today(),
    });
    expect(downloads).toEqual([]);
  });

  it('says Failed to send when the email report fails', async () => {
    renderTransactions({
      isTerminal: true,
      routes: { 'POST /api/report/transactionReport/email_report/': { status: 502, body: {} } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Email Report' }));
    expect(await screen.findByText(REPORT_MESSAGES.reportSendFailed)).toBeInTheDocument();
  });
});
