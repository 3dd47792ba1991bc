import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeDayMessages } from '@opentill/contract/reports/close-day-messages';
import type { DayFigures } from '@opentill/contract/reports/day-figures.schemas';
import { CloseDayPage } from '@/features/reports/close-day/routes/close-day-page';
import { emptyDayFigures, makeDayFigures } from '@/testing/day-figures-fixtures';
import { forgetTillDevice, keepTillDevice, tillTwo } from '@/testing/drawer-fixtures';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { findToast } from '@/testing/find-toast';
import { renderRoute } from '@/testing/render-route';

const X_TEXT = 'Corner Cafe\nX REPORT\nNET TAKINGS                         £195.80';

const renderCloseDay = (figures: DayFigures = makeDayFigures(), routes: StubRoutes = {}) => {
  const stub = stubFetch({
    'GET /api/report/x/': { body: toWire({ figures, text: X_TEXT }) },
    ...routes,
  });
  renderRoute({
    session: makeSession(),
    initialPath: '/reports/close-day',
    routes: [{ path: '/reports/close-day', element: <CloseDayPage /> }],
  });
  return stub;
};

const rowText = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr')?.textContent;

describe('close day: the X report', () => {
  it('shows every figure group of the whole business since the last Z', async () => {
    await forgetTillDevice();
    renderCloseDay();
    expect(
      await screen.findByText('Since the last Z: Thu 26 Nov 08:00 to 14:05'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Summary')).toHaveTextContent('Net takings£195.80');
    expect(screen.getByLabelText('Summary')).toHaveTextContent('Transactions17');
    expect(screen.getByLabelText('Summary')).toHaveTextContent('Expected cash£152.30');

    const vat = screen.getByRole('table', { name: 'VAT by rate' });
    expect(rowText(vat, '20%')).toBe('20%£158.33£31.67£190.00');
    expect(rowText(vat, 'Total')).toBe('Total£167.33£31.67£199.00');
    const tenders = screen.getByRole('table', { name: 'Tenders' });
    expect(rowText(tenders, 'Card')).toBe('Card12£156.70');
    expect(rowText(tenders, 'Other')).toBe('Other0£0.00');
    const categories = screen.getByRole('table', { name: 'Sales by category' });
    expect(rowText(categories, 'Hot Drinks')).toBe('Hot Drinks25£80.00');
    const adjustments = screen.getByRole('table', { name: 'Refunds, voids, discounts and comps' });
    expect(rowText(adjustments, 'Refunds')).toBe('Refunds1£3.20');
    expect(rowText(adjustments, 'Voids')).toBe('Voids2£6.40');
    expect(rowText(adjustments, 'Comps')).toBe('Comps1£2.20');
    const cash = screen.getByRole('table', { name: 'Cash in and out' });
    expect(rowText(cash, 'Pay-outs')).toBe('Pay-outs1£10.00');
    expect(rowText(cash, 'No sales')).toBe('No sales2—');

    const drawer = screen.getByRole('article', { name: 'Drawer of Till 2' });
    expect(drawer).toHaveTextContent('Cashed up at 13:55');
    expect(drawer).toHaveTextContent('Counted£142.30');
    expect(drawer).toHaveTextContent('VarianceShort £10.00');
    expect(drawer).toHaveTextContent('Approved by Sam: £10 note given as change');
    // Each table scrolls inside its own named region, never the phone's page.
    expect(screen.getByRole('region', { name: 'VAT by rate' })).toHaveAttribute('tabindex', '0');
  });

  it('shows the tips and the cash ones apart from the takings (issue 16)', async () => {
    await forgetTillDevice();
    renderCloseDay(makeDayFigures({ tips: { count: 4, total: 725 }, cashTips: 200 }));
    const tips = await screen.findByRole('table', { name: 'Tips' });
    expect(rowText(tips, 'Tips')).toBe('Tips4£7.25');
    expect(rowText(tips, 'of them cash')).toBe('of them cash—£2.00');
  });

  it('shows no tips for figures kept before tips were (an old Z)', async () => {
    await forgetTillDevice();
    renderCloseDay(makeDayFigures());
    await screen.findByRole('table', { name: 'Tenders' });
    expect(screen.queryByRole('table', { name: 'Tips' })).not.toBeInTheDocument();
  });

  it('says when nothing has happened since the last Z, and leaves out the drawers', async () => {
    await forgetTillDevice();
    renderCloseDay(emptyDayFigures());
    expect(
      await screen.findByText('Nothing has been sold, refunded or counted since the last Z.'),
    ).toBeInTheDocument();
    expect(rowText(screen.getByRole('table', { name: 'VAT by rate' }), 'Total')).toBe(
      'Total£0.00£0.00£0.00',
    );
    expect(screen.getByRole('table', { name: 'Sales by category' })).toHaveTextContent(
      'No sales yet.',
    );
    expect(screen.queryByRole('heading', { name: 'Drawers' })).not.toBeInTheDocument();
  });

  it("shows this till's figures when it is chosen", async () => {
    await keepTillDevice();
    const { calls } = renderCloseDay();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Figures for' }));
    await userEvent.click(await screen.findByRole('option', { name: 'This till (Till 2)' }));
    await screen.findByRole('table', { name: 'VAT by rate' });
    expect(calls.map((call) => call.url)).toContain(`/api/report/x/?device_id=${tillTwo.id}`);
  });

  it('emails the X report to the owner and says where it went', async () => {
    await forgetTillDevice();
    const { calls } = renderCloseDay(makeDayFigures(), {
      'POST /api/report/x/email/': { body: { email: 'owner@example.com' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Email to owner' }));
    expect(await findToast(closeDayMessages.emailed('owner@example.com'))).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'POST' && call.url === '/api/report/x/email/'),
    ).toBe(true);
  });

  it('says when the X report cannot be loaded', async () => {
    await forgetTillDevice();
    stubFetch({ 'GET /api/report/x/': { status: 500, body: { detail: 'Server error.' } } });
    renderRoute({
      session: makeSession(),
      initialPath: '/reports/close-day',
      routes: [{ path: '/reports/close-day', element: <CloseDayPage /> }],
    });
    expect(await screen.findByText('The X report could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close day (Z report)' })).toBeInTheDocument();
  });
});
