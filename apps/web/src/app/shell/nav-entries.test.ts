import { describe, expect, it } from 'vitest';
import {
  NAV_ENTRIES,
  getVisibleNavEntries,
  withDefaultTillView,
  type NavEntry,
} from '@/app/shell/nav-entries';
import { makeClient, makeDevice, makeSession, makeUser } from '@/testing/factories';

const ALL_PATHS = new Set([
  '/',
  '/kitchen',
  '/orders',
  '/collection',
  '/delivery',
  '/reports',
  '/reports/today',
  '/reports/close-day',
  '/reports/tips',
  '/reports/revenue',
  '/reports/top-sellers',
  '/till',
]);

const labels = (entries: NavEntry[]) => entries.map((entry) => entry.label);
const visibleLabels = (session = makeSession(), paths: ReadonlySet<string> = ALL_PATHS) =>
  labels(getVisibleNavEntries(NAV_ENTRIES, session, paths));

const noFeatures = {
  featureTakeaway: false,
  featureClickAndCollect: false,
  featureDelivery: false,
  featureHomeDelivery: false,
};

describe('drawer entries', () => {
  it('shows only entries whose screens are in the route table', () => {
    expect(visibleLabels(makeSession(), new Set(['/', '/login', '/edit-password']))).toEqual([
      'Home',
    ]);
    expect(visibleLabels(makeSession(), new Set(['/', '/orders']))).toEqual(['Home', 'Orders']);
  });

  it('shows Collection for click and collect or takeaway, and only then', () => {
    const session = (features: Partial<typeof noFeatures>) =>
      makeSession({ client: makeClient({ ...noFeatures, ...features }) });
    expect(visibleLabels(session({}))).not.toContain('Collection');
    expect(visibleLabels(session({ featureTakeaway: true }))).toContain('Collection');
    expect(visibleLabels(session({ featureClickAndCollect: true }))).toContain('Collection');
  });

  it('shows Delivery for home delivery or delivery, and only then', () => {
    const session = (features: Partial<typeof noFeatures>) =>
      makeSession({ client: makeClient({ ...noFeatures, ...features }) });
    expect(visibleLabels(session({ featureTakeaway: true }))).not.toContain('Delivery');
    expect(visibleLabels(session({ featureDelivery: true }))).toContain('Delivery');
    expect(visibleLabels(session({ featureHomeDelivery: true }))).toContain('Delivery');
  });

  it('shows Merchants to superadmins only', () => {
    const withGroups = (groups: ('owner' | 'reporting' | 'superadmin')[]) =>
      visibleLabels(makeSession({ user: makeUser({ groups }) }), new Set(['/', '/merchants']));
    expect(withGroups(['superadmin'])).toEqual(['Home', 'Merchants']);
    expect(withGroups(['owner'])).toEqual(['Home']);
    expect(withGroups(['reporting'])).toEqual(['Home']);
  });

  it('shows Reports to the reporting, owner and superadmin groups', () => {
    for (const group of ['reporting', 'owner', 'superadmin'] as const)
      expect(visibleLabels(makeSession({ user: makeUser({ groups: [group] }) }))).toContain(
        'Reports',
      );
    expect(visibleLabels(makeSession({ user: makeUser({ groups: ['admin'] }) }))).not.toContain(
      'Reports',
    );
    expect(visibleLabels(makeSession({ user: makeUser({ groups: [] }) }))).not.toContain('Reports');
  });

  it('shows Reports to a paired terminal device but not to a paired screen', () => {
    const terminal = makeSession({ user: null, device: makeDevice({ kind: 'terminal' }) });
    const screen = makeSession({ user: null, device: makeDevice({ kind: 'screen' }) });
    expect(visibleLabels(terminal)).toContain('Reports');
    expect(visibleLabels(screen)).not.toContain('Reports');
  });

  it('lists the report children that exist, in order', () => {
    const owner = makeSession({ user: makeUser({ groups: ['owner'] }) });
    const [reports] = getVisibleNavEntries(NAV_ENTRIES, owner, ALL_PATHS).filter(
      (e) => e.label === 'Reports',
    );
    expect(labels(reports?.children ?? [])).toEqual([
      'Today',
      'Close day',
      'Tips',
      'Transactions',
      'Products',
      'Alerts',
    ]);
    const onlyToday = getVisibleNavEntries(NAV_ENTRIES, owner, new Set(['/', '/reports/today']));
    expect(onlyToday.map((e) => [e.label, labels(e.children ?? [])])).toEqual([
      ['Home', []],
      ['Reports', ['Today']],
    ]);
  });

  it('keeps the spec order', () => {
    const everything = makeSession({
      user: makeUser({ groups: ['owner'] }),
      client: makeClient({ featureTakeaway: true, featureDelivery: true }),
    });
    expect(visibleLabels(everything)).toEqual([
      'Home',
      'Till',
      'Kitchen',
      'Orders',
      'Collection',
      'Delivery',
      'Reports',
    ]);
  });
});

describe('the Till entry', () => {
  it('opens the default till view', () => {
    const entries = getVisibleNavEntries(NAV_ENTRIES, makeSession(), new Set(['/', '/till']));
    const till = (path: string) =>
      withDefaultTillView(entries, path).find((e) => e.label === 'Till');
    expect(till('/quick-till')?.path).toBe('/quick-till');
    expect(till('/till')?.path).toBe('/till');
    expect(withDefaultTillView(entries, '/quick-till').find((e) => e.label === 'Home')?.path).toBe(
      '/',
    );
  });
});
