import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { REPORT_MESSAGES } from '@opentill/contract/reports/report-messages';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { ProductsPage } from '@/features/reports/routes/products-page';
import { makeDevice, makeSession } from '@/testing/factories';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const report = (from: string, to: string, products: unknown[]) => ({
  body: { products, from_date: from, to_date: to },
});

const sold = [
  { name: 'Latte', amount_taken: 1350, sales: 4 },
  { name: 'Carrot Cake', amount_taken: 1800, sales: 6 },
  { name: 'Apple Juice', amount_taken: 250, sales: 1 },
];

const renderProducts = (
  reply: StubReply | ((init: RequestInit) => StubReply),
  session: Session = makeSession(),
) => {
  const stub = stubFetch({ 'POST /api/report/top_products/': reply });
  renderRoute({
    session,
    initialPath: '/reports/top-sellers',
    routes: [{ path: '/reports/top-sellers', element: <ProductsPage /> }],
  });
  return stub;
};

// jsdom has no object URLs: each test that saves a file puts its own in, and takes it out after.
const stubObjectUrls = (create: (blob: Blob) => string) => {
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: () => undefined });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
};

const productNames = () =>
  within(screen.getByRole('table', { name: 'Product sales' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('products screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the last 7 days and sums them up in chips', async () => {
    const { calls } = renderProducts(report('2026-11-20', '2026-11-26', sold));
    expect(await screen.findByText('7 Days')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'From Date' })).toHaveValue('2026/11/20');
    expect(screen.getByRole('textbox', { name: 'To Date' })).toHaveValue('2026/11/26');
    expect(calls[0]?.body).toEqual({ from_date: '2026-11-20', to_date: '2026-11-26' });
    expect(screen.getByText('£34.00')).toBeInTheDocument();
    expect(screen.getByText('11 Items')).toBeInTheDocument();
    expect(productNames()).toEqual(['Carrot Cake', 'Latte', 'Apple Juice']);
  });

  it('says Day for a single day', async () => {
    renderProducts(report('2026-11-26', '2026-11-26', sold));
    expect(await screen.findByText('1 Day')).toBeInTheDocument();
  });

  it('sorts by a column and flips on a second click', async () => {
    renderProducts(report('2026-11-20', '2026-11-26', sold));
    await screen.findByText('7 Days');
    await userEvent.click(screen.getByRole('button', { name: 'Product Name' }));
    expect(productNames()).toEqual(['Apple Juice', 'Carrot Cake', 'Latte']);
    await userEvent.click(screen.getByRole('button', { name: 'Product Name' }));
    expect(productNames()).toEqual(['Latte', 'Carrot Cake', 'Apple Juice']);
    await userEvent.click(screen.getByRole('button', { name: 'Total Sales' }));
    expect(productNames()).toEqual(['Carrot Cake', 'Latte', 'Apple Juice']);
  });

  it('shows the range messages under the fields and asks nothing', async () => {
    const { calls } = renderProducts(report('2026-11-20', '2026-11-26', sold));
    await screen.findByText('7 Days');
    const to = screen.getByRole('textbox', { name: 'To Date' });
    await userEvent.clear(to);
    await userEvent.type(to, '2026/11/27');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByText(REPORT_MESSAGES.toInFuture)).toBeInTheDocument();
    const from = screen.getByRole('textbox', { name: 'From Date' });
    await userEvent.clear(to);
    await userEvent.type(to, '2026/11/10');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByText(REPORT_MESSAGES.fromAfterTo)).toBeInTheDocument();
    expect(from).toHaveAccessibleDescription(REPORT_MESSAGES.fromAfterTo);
    expect(calls).toHaveLength(1);
  });

  it('fetches the range asked for on go, dashes in place of slashes', async () => {
    const { calls } = renderProducts((init) => {
      const body = JSON.parse(String(init.body)) as { from_date: string; to_date: string };
      return report(body.from_date, body.to_date, body.from_date === '2026-11-01' ? [] : sold);
    });
    await screen.findByText('7 Days');
    const from = screen.getByRole('textbox', { name: 'From Date' });
    await userEvent.clear(from);
    await userEvent.type(from, '2026/11/01');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(
      await screen.findByText('No products were sold from 1 November 2026 to 26 November 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText('26 Days')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ from_date: '2026-11-01', to_date: '2026-11-26' });
  });

  it('hides Export to csv on a terminal device', async () => {
    renderProducts(
      report('2026-11-20', '2026-11-26', sold),
      makeSession({ user: null, device: makeDevice({ kind: 'terminal' }) }),
    );
    await screen.findByText('7 Days');
    expect(screen.queryByRole('button', { name: 'Export to csv' })).not.toBeInTheDocument();
  });

  it('saves the loaded rows as product-sales-report.csv', async () => {
    const saved: Blob[] = [];
    stubObjectUrls((blob) => {
      saved.push(blob);
      return 'blob:products';
    });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    renderProducts(report('2026-11-20', '2026-11-26', sold));
    await screen.findByText('7 Days');
    await userEvent.click(screen.getByRole('button', { name: 'Export to csv' }));
    await waitFor(() => expect(clicks).toEqual(['product-sales-report.csv']));
    // Blob.text() would drop the byte order mark this checks for.
    const bytes = await saved[0]?.arrayBuffer();
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFProduct Name,Sales Value,Total Sales\r\nCarrot Cake,18.00,6\r\nLatte,13.50,4\r\nApple Juice,2.50,1\r\n',
    );
  });

  it('says so when the browser refuses the download', async () => {
    stubObjectUrls(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    renderProducts(report('2026-11-20', '2026-11-26', sold));
    await screen.findByText('7 Days');
    await userEvent.click(screen.getByRole('button', { name: 'Export to csv' }));
    expect(await screen.findByText(REPORT_MESSAGES.downloadDenied)).toBeInTheDocument();
  });

  it('says the csv data could not be fetched when the rows cannot be loaded', async () => {
    const { calls } = renderProducts({ status: 500, body: { detail: 'Server error.' } });
    expect(await screen.findByText(/Product sales could not be loaded/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export to csv' }));
    expect(await screen.findByText(REPORT_MESSAGES.csvFetchFailed)).toBeInTheDocument();
    // Export asked again rather than giving up on the failed load.
    expect(calls).toHaveLength(2);
  });
});
