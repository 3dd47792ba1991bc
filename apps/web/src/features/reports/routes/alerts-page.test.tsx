import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@opentill/contract/reports/report-messages';
import { unseenAlertCountQueryOptions } from '@/features/reports/api/get-unseen-alert-count';
import { AlertsPage } from '@/features/reports/routes/alerts-page';
import { makeSession } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const UNSEEN_ID = '11111111-1111-4111-8111-111111111111';
const SEEN_ID = '22222222-2222-4222-8222-222222222222';
const OLDER_ID = '33333333-3333-4333-8333-333333333333';

const alertsBody = {
  count: 2,
  results: [
    {
      id: UNSEEN_ID,
      text: JSON.stringify({
        start_time: '2026-11-25T08:00:00Z',
        end_time: '2026-11-25T22:00:00Z',
        revenue: 45250,
      }),
      type: 'summary',
      start_at: '2026-11-25T22:00:00Z',
      seen: false,
    },
    {
      id: SEEN_ID,
      text: 'Carrot Cake is low on stock: 2 left.',
      type: 'low_stock',
      start_at: '2026-11-24T10:15:00Z',
      seen: true,
    },
  ],
};

const renderAlerts = (routes: StubRoutes) => {
  const stub = stubFetch(routes);
  const view = renderRoute({
    session: makeSession(),
    initialPath: '/reports',
    routes: [{ path: '/reports', element: <AlertsPage /> }],
  });
  return { ...stub, ...view };
};

describe('alerts screen', () => {
  it('says there are none', async () => {
    renderAlerts({ 'GET /api/alerts/': { body: { count: 0, results: [] } } });
    expect(await screen.findByText(REPORT_MESSAGES.noAlerts)).toBeInTheDocument();
  });

  it('ignores a failed load, reading as no alerts', async () => {
    renderAlerts({ 'GET /api/alerts/': { status: 500, body: { detail: 'Server error.' } } });
    expect(await screen.findByText(REPORT_MESSAGES.noAlerts)).toBeInTheDocument();
  });

  it('shows each alert with its chip and time, the summary in pounds, the unseen one new', async () => {
    renderAlerts({
      'GET /api/alerts/': { body: alertsBody },
      'POST /api/alerts/mark_seen/': { body: { unseen_count: 0 } },
      'GET /api/alerts/unseen_count/': { body: 0 },
    });
    const items = await screen.findAllByTestId('alert');
    expect(items).toHaveLength(2);
    const [summary, lowStock] = items as [HTMLElement, HTMLElement];
    expect(summary).toHaveTextContent('End of Service revenue for 08:00 to 22:00:');
    expect(summary).toHaveTextContent('£452.50');
    expect(summary).toHaveTextContent('Wednesday 25th 22:00');
    expect(within(summary).getByText('Summary')).toBeInTheDocument();
    expect(within(summary).getByLabelText('New alert')).toBeInTheDocument();
    expect(lowStock).toHaveTextContent('Carrot Cake is low on stock: 2 left.');
    expect(lowStock).toHaveTextContent('Tuesday 24th 10:15');
    expect(within(lowStock).getByText('Low stock')).toBeInTheDocument();
    expect(within(lowStock).queryByLabelText('New alert')).not.toBeInTheDocument();
  });

  it('marks the shown unseen alerts seen and moves the badge count, keeping the highlight', async () => {
    const { calls, queryClient } = renderAlerts({
      'GET /api/alerts/': { body: alertsBody },
      'POST /api/alerts/mark_seen/': { body: { unseen_count: 3 } },
      'GET /api/alerts/unseen_count/': { body: 3 },
    });
    queryClient.setQueryData(unseenAlertCountQueryOptions().queryKey, 4);
    await screen.findAllByTestId('alert');
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/alerts/mark_seen/')?.body).toEqual({
        ids: [UNSEEN_ID],
      }),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData(unseenAlertCountQueryOptions().queryKey)).toBe(3),
    );
    expect(calls.filter((call) => call.url === '/api/alerts/mark_seen/')).toHaveLength(1);
    expect(screen.getAllByTestId('alert')[0]).toHaveAttribute('data-new', 'true');
  });

  it('sends nothing when every alert is already seen', async () => {
    const { calls } = renderAlerts({
      'GET /api/alerts/': {
        body: { count: 1, results: [{ ...alertsBody.results[1] }] },
      },
    });
    await screen.findAllByTestId('alert');
    expect(calls.some((call) => call.url === '/api/alerts/mark_seen/')).toBe(false);
  });
});

describe('older alerts', () => {
  it('loads the next page on request and marks its unseen ones too', async () => {
    const older = { ...alertsBody.results[1], id: OLDER_ID, seen: false };
    const pages = [
      { count: 2, results: [alertsBody.results[1]] },
      { count: 2, results: [older] },
    ];
    let served = 0;
    const { calls } = renderAlerts({
      'GET /api/alerts/': () => ({ body: pages[Math.min(served++, 1)] }),
      'POST /api/alerts/mark_seen/': { body: { unseen_count: 0 } },
      'GET /api/alerts/unseen_count/': { body: 0 },
    });
    expect(await screen.findAllByTestId('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show older alerts' }));
    await waitFor(() => expect(screen.getAllByTestId('alert')).toHaveLength(2));
    expect(calls.filter((call) => call.url.startsWith('/api/alerts/?')).map((c) => c.url)).toEqual([
      '/api/alerts/?page=1&limit=50',
      '/api/alerts/?page=2&limit=50',
    ]);
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/alerts/mark_seen/')?.body).toEqual({
        ids: [OLDER_ID],
      }),
    );
    expect(screen.queryByRole('button', { name: 'Show older alerts' })).not.toBeInTheDocument();
  });
});
