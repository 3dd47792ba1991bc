import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import type { Merchant } from '@opentill/contract/merchants/merchant.schemas';
import { createAppRoutes } from '@/app/router';
import { makeClient, makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { createTestQueryClient, renderRoute } from '@/testing/render-route';

// Merchants (issue 14): a superadmin lists and searches merchants, switches into one to
// support it under a banner that says whose data is shown, and leaves.

const platform = makeClient({
  id: 'platform',
  identifier: 'opentill-support',
  name: 'OpenTill support',
});
const harbourClient = makeClient({
  id: 'harbour',
  identifier: 'harbour-fish',
  name: 'Harbour Fish Bar',
});
const superadmin = makeUser({ email: 'support@example.com', groups: ['superadmin'] });
const atHome: Session = makeSession({ user: superadmin, client: platform, support: null });
const inHarbour: Session = {
  ...atHome,
  client: harbourClient,
  support: { clientName: 'Harbour Fish Bar' },
};

/** A lazy route's first load can take seconds on a busy machine. */
const FIRST_LOAD = { timeout: 5000 };

const merchant = (overrides: Partial<Merchant>): Merchant => ({
  id: 'cafe',
  name: 'Corner Café',
  identifier: 'corner-cafe',
  timeZone: 'Europe/London',
  createdAt: '2026-03-02T10:00:00Z',
  isDemo: true,
  ownerEmails: ['owner@example.com'],
  invitedOwnerEmails: [],
  ...overrides,
});
const cafe = merchant({});
const harbour = merchant({
  id: 'harbour',
  name: 'Harbour Fish Bar',
  identifier: 'harbour-fish',
  ownerEmails: [],
  invitedOwnerEmails: ['new@harbour.example'],
});
const page = (results: Merchant[]) =>
  toWire({ count: results.length, next: null, previous: null, results });

const renderApp = (session: Session, initialPath: string, routes: StubRoutes = {}) => {
  let current = session;
  const stub = stubFetch({
    'GET /api/session/': () => ({ body: toWire(current) }),
    'GET /api/merchants/': () => ({ body: page([cafe, harbour]) }),
    'POST /api/merchants/harbour/switch/': () => {
      current = inHarbour;
      return { body: toWire(inHarbour) };
    },
    'POST /api/merchants/leave/': () => {
      current = atHome;
      return { body: toWire(atHome) };
    },
    ...routes,
  });
  const queryClient = createTestQueryClient();
  const view = renderRoute({ initialPath, routes: createAppRoutes(queryClient), queryClient });
  return { ...stub, ...view };
};

describe('Merchants', () => {
  it('lists each merchant with its owners, the invited ones marked', async () => {
    renderApp(atHome, '/merchants');
    const list = await screen.findByRole('list', { name: 'Merchants' }, FIRST_LOAD);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Corner Café');
    expect(first).toHaveTextContent('corner-cafe · created 2 Mar 2026');
    expect(within(first!).getByText('Owner: owner@example.com')).toBeInTheDocument();
    expect(within(first!).getByText('Demo')).toBeInTheDocument();
    expect(within(second!).getByText('Invited owner: new@harbour.example')).toBeInTheDocument();
  });

  it('searches as the superadmin types, and says when nothing matches', async () => {
    const { calls } = renderApp(atHome, '/merchants', {
      'GET /api/merchants/': { body: page([]) },
    });
    await screen.findByText('No merchants yet. Create the first one.', {}, FIRST_LOAD);
    await userEvent.type(screen.getByLabelText('Search by name or identifier'), 'zzz');
    expect(await screen.findByText('No merchant matches “zzz”.')).toBeInTheDocument();
    const searched = calls.filter((c) => c.url.includes('search=zzz'));
    expect(searched).toHaveLength(1);
  });

  it("switches into Harbour Fish Bar under a banner, then leaves back to the superadmin's own", async () => {
    const { calls } = renderApp(atHome, '/merchants');
    expect(screen.queryByRole('status', { name: 'Support view' })).not.toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Switch into Harbour Fish Bar' }, FIRST_LOAD),
    );
    const banner = await screen.findByRole('status', { name: 'Support view' });
    expect(banner).toHaveTextContent("Support view: you are seeing Harbour Fish Bar's data.");
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => {
      const later = calls.filter((c) => c.method === 'GET' && !c.url.includes('/session/'));
      expect(later.at(-1)?.headers.get('X-DT-SCHEMA')).toBe('harbour-fish');
    });

    await userEvent.click(within(banner).getByRole('button', { name: 'Leave' }));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Support view' })).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merchants' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Merchants' }, FIRST_LOAD);
    const leave = calls.find((c) => c.url.endsWith('/api/merchants/leave/'));
    expect(leave?.headers.get('X-DT-SCHEMA')).toBe('harbour-fish');
    const lists = calls.filter((c) => c.url.includes('/api/merchants/?'));
    expect(lists.at(-1)?.headers.get('X-DT-SCHEMA')).toBe('opentill-support');
  });

  it('shows the merchant shown now without a way to switch into it', async () => {
    renderApp(inHarbour, '/merchants');
    const list = await screen.findByRole('list', { name: 'Merchants' }, FIRST_LOAD);
    const harbourRow = within(list).getAllByRole('listitem')[1]!;
    expect(within(harbourRow).getByText('Shown now')).toBeInTheDocument();
    expect(within(harbourRow).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends an owner Home without asking for the merchants', async () => {
    const owner = makeSession({ user: makeUser({ groups: ['owner'] }) });
    const { calls } = renderApp(owner, '/merchants');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Home' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/api/merchants/'))).toBe(false);
  });
});
