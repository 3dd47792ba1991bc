import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import { QuickTillPage } from '@/features/till/routes/quick-till-page';
import {
  drawerRoutes,
  drawerStaff,
  forgetTillDevice,
  makeDrawerSession,
  tillTwo,
} from '@/testing/drawer-fixtures';
import { toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { stubWideTillScreen } from '@/testing/match-media';
import { renderRoute } from '@/testing/render-route';
import { renderTill, sam, tillRoutes } from '@/testing/till-fixtures';

const catalogue = () => screen.findByRole('region', { name: 'Categories and products' });
const openTill = () => screen.findByRole('form', { name: m.openTitle });

describe('the Open till gate', () => {
  beforeEach(forgetTillDevice);

  it('offers the last float, opens the till with it, then shows the till', async () => {
    const { calls } = renderTill('/till', drawerStaff, sam, {
      ...drawerRoutes({ session: null, lastFloat: 10000 }),
      'POST /api/drawer/sessions/': { status: 201, body: toWire(makeDrawerSession()) },
    });
    const form = await openTill();
    expect(within(form).getByRole('heading', { name: m.openTitle })).toBeInTheDocument();
    expect(form).toHaveTextContent(m.openHint);
    expect(screen.queryByRole('region', { name: 'Categories and products' })).toBeNull();
    expect(within(form).getByRole('textbox', { name: 'Float' })).toHaveValue('100.00');
    expect(
      calls.find((call) => call.url.startsWith('/api/drawer/sessions/current/'))?.url,
    ).toContain(`device_id=${tillTwo.id}`);

    await userEvent.click(within(form).getByRole('button', { name: m.openTitle }));
    expect(await catalogue()).toBeInTheDocument();
    expect(
      calls.find((call) => call.method === 'POST' && call.url === '/api/drawer/sessions/')?.body,
    ).toEqual({ device_id: tillTwo.id, float: 10000 });
    expect(screen.getByRole('button', { name: 'Cash drawer' })).toBeInTheDocument();
  });

  it('says what is wrong with the float under it, and a refusal in an alert', async () => {
    const { calls } = renderTill('/till', drawerStaff, sam, {
      ...drawerRoutes({ session: null, lastFloat: null }),
      'POST /api/drawer/sessions/': { status: 409, body: { detail: m.alreadyOpen('Till 2') } },
    });
    const form = await openTill();
    const float = within(form).getByRole('textbox', { name: 'Float' });
    expect(float).toHaveValue('');
    await userEvent.click(within(form).getByRole('button', { name: m.openTitle }));
    expect(float).toHaveAccessibleDescription(m.floatRequired);
    expect(calls.some((call) => call.method === 'POST' && call.url.includes('drawer'))).toBe(false);

    await userEvent.type(float, '80');
    await userEvent.click(within(form).getByRole('button', { name: m.openTitle }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(m.alreadyOpen('Till 2'));
  });

  it('shows the till as before when the merchant does not count drawers', async () => {
    const { calls } = renderTill('/till');
    expect(await catalogue()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cash drawer' })).toBeNull();
    expect(calls.some((call) => call.url.includes('drawer'))).toBe(false);
  });

  it('never stops a till selling when it cannot know its drawer (no server)', async () => {
    renderTill('/till', drawerStaff, sam, {
      'POST /api/devices/tills/': { status: 503 },
    });
    expect(await catalogue()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cash drawer' })).toBeNull();
  });

  it('sells on when the drawer cannot be asked about, the till being known', async () => {
    renderTill('/till', drawerStaff, sam, {
      ...drawerRoutes({ session: null, lastFloat: null }),
      'GET /api/drawer/sessions/current/': { status: 502 },
    });
    expect(await catalogue()).toBeInTheDocument();
  });

  it('stands in front of the quick till too', async () => {
    stubWideTillScreen();
    stubFetch({
      ...tillRoutes(sam),
      ...drawerRoutes({ session: null, lastFloat: 5000 }),
    });
    renderRoute({
      session: drawerStaff,
      initialPath: '/quick-till',
      routes: [{ path: '/quick-till', element: <QuickTillPage /> }],
    });
    expect(within(await openTill()).getByRole('textbox', { name: 'Float' })).toHaveValue('50.00');
  });
});
