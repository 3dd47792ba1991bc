import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeDayMessages } from '@opentill/contract/reports/close-day-messages';
import { ZReportPage } from '@/features/reports/close-day/routes/z-report-page';
import { ZReportsPage } from '@/features/reports/close-day/routes/z-reports-page';
import { makeZReport, summaryOf } from '@/testing/day-figures-fixtures';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { findToast } from '@/testing/find-toast';
import { renderRoute } from '@/testing/render-route';

const zThree = makeZReport();
const zTwo = makeZReport({ id: 'z-2', zNumber: 2, businessDate: '2026-11-25' });

const renderZReports = (routes: StubRoutes, initialPath = '/reports/close-day/z') => {
  const stub = stubFetch(routes);
  renderRoute({
    session: makeSession(),
    initialPath,
    routes: [
      { path: '/reports/close-day/z', element: <ZReportsPage /> },
      { path: '/reports/close-day/z/:zReportId', element: <ZReportPage /> },
    ],
  });
  return stub;
};

describe('past Z reports', () => {
  it('says when there are none yet', async () => {
    renderZReports({ 'GET /api/report/z/': { body: { count: 0, results: [] } } });
    expect(await screen.findByText('No Z reports yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Z reports' })).not.toBeInTheDocument();
  });

  it('lists each Z, newest first, and opens one with its figures and grand total', async () => {
    renderZReports({
      'GET /api/report/z/': { body: toWire({ count: 2, results: [zThree, zTwo].map(summaryOf) }) },
      'GET /api/report/z/z-3/': { body: toWire(zThree) },
    });
    const list = await screen.findByRole('list', { name: 'Z reports' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Z 3Business dayThursday 26 November 2026Net takings£195.80Grand total£12,345.00Closed26 Nov 22:10 by Sam Baker',
      'Z 2Business dayWednesday 25 November 2026Net takings£195.80Grand total£12,345.00Closed26 Nov 22:10 by Sam Baker',
    ]);
    await userEvent.click(links[0] as HTMLElement);
    expect(
      await screen.findByRole('heading', { name: 'Z 3: Thursday 26 November 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Grand total')).toHaveTextContent('£12,345.00');
    expect(screen.getByRole('table', { name: 'VAT by rate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Z reports' })).toHaveAttribute(
      'href',
      '/reports/close-day/z',
    );
  });

  it('emails a Z to the owner from its page', async () => {
    const { calls } = renderZReports(
      {
        'GET /api/report/z/z-3/': { body: toWire(zThree) },
        'POST /api/report/z/z-3/email/': { body: { email: 'owner@example.com' } },
      },
      '/reports/close-day/z/z-3',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Email to owner' }));
    expect(await findToast(closeDayMessages.emailed('owner@example.com'))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/report/z/z-3/email/',
    ]);
  });

  it('says when a Z report does not exist', async () => {
    renderZReports(
      { 'GET /api/report/z/nope/': { status: 404, body: { detail: closeDayMessages.notFound } } },
      '/reports/close-day/z/nope',
    );
    expect(await screen.findByText(closeDayMessages.notFound)).toBeInTheDocument();
  });
});
