import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { stubMatchMedia } from '@/testing/match-media';
import { createTestQueryClient, renderRoute } from '@/testing/render-route';
import { sam, tillRoutes } from '@/testing/till-fixtures';

// On a landscape tablet the till screens fold the drawer to a rail (issue 13), so the grid
// keeps its width; every other screen keeps the drawer of spec 001 §2.3.

const owner = makeSession({ user: makeUser({ groups: ['owner'] }) });

/** A window `width` px wide: media queries of the form (min-width: Npx) answer for it. */
const renderAt = (initialPath: string, width: number) => {
  stubMatchMedia((query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return min !== null && width >= Number(min[1]);
  });
  stubFetch({ 'GET /api/session/': { body: toWire(owner) }, ...tillRoutes(sam) });
  const queryClient = createTestQueryClient();
  return renderRoute({ initialPath, routes: createAppRoutes(queryClient), queryClient });
};

const mainNavigation = () => screen.findByRole('navigation', { name: 'Main navigation' });

describe('the navigation rail', () => {
  it('replaces the drawer on the till of a 1280 px tablet, every entry named', async () => {
    renderAt('/till', 1280);
    await screen.findByRole('region', { name: 'Categories and products' });
    const nav = await mainNavigation();
    for (const name of ['Home', 'Till', 'Kitchen', 'Orders'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Till' })).toHaveClass('active');
    // The rail is the whole navigation: no menu button, no drawer with the merchant's name.
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.queryByText(owner.client?.name ?? '')).not.toBeInTheDocument();
  });

  it('opens the reports in a menu beside the rail', async () => {
    renderAt('/quick-till', 1280);
    const reports = await within(await mainNavigation()).findByRole('button', { name: 'Reports' });
    expect(reports).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(reports);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Today', 'Close day', 'Tips', 'Transactions', 'Products', 'Alerts']);
    expect(within(menu).getByRole('menuitem', { name: 'Today' })).toHaveAttribute(
      'href',
      '/reports/today',
    );
  });

  it('keeps the drawer on a screen that is not a till', async () => {
    renderAt('/help', 1280);
    await screen.findByRole('heading', { name: 'Help', level: 1 });
    // The drawer's Reports unfolds its children in place rather than opening a menu.
    const reports = within(await mainNavigation()).getByRole('button', { name: 'Reports' });
    expect(reports).toHaveAttribute('aria-expanded', 'false');
    expect(reports).not.toHaveAttribute('aria-haspopup');
  });

  it('leaves a portrait tablet its menu button on the till', async () => {
    renderAt('/till', 800);
    await screen.findByRole('region', { name: 'Categories and products' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
