import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { CashUpResult } from '@/features/till/drawer/cash-up-result';
import { drawerStaff, makeDrawerSession } from '@/testing/drawer-fixtures';
import { makeClient, makeSession, makeUser } from '@/testing/factories';
import { renderRoute } from '@/testing/render-route';

const cashedUp = makeDrawerSession({
  status: 'closed',
  counted: 8300,
  expected: 8500,
  variance: -200,
  closedAt: '2026-11-27T18:00:00.000Z',
});

const renderCashedUp = (session: Session) => {
  let done = 0;
  renderRoute({
    session,
    initialPath: '/till',
    routes: [
      {
        path: '/till',
        element: (
          <CashUpResult
            session={cashedUp}
            onDone={() => (done += 1)}
            onApproved={() => undefined}
            onCountAgain={() => undefined}
          />
        ),
      },
      { path: '/reports/close-day', element: <p>Close day screen</p> },
    ],
  });
  return { doneCount: () => done };
};

describe('after a cash-up', () => {
  it('leads whoever may open reports on to closing the day', async () => {
    const owner = makeSession({
      user: makeUser({ groups: ['owner'] }),
      client: makeClient({ cashDrawer: true }),
    });
    const { doneCount } = renderCashedUp(owner);
    const link = await screen.findByRole('link', { name: 'Close the day (Z report)' });
    expect(link).toHaveAttribute('href', '/reports/close-day');
    await userEvent.click(link);
    expect(await screen.findByText('Close day screen')).toBeInTheDocument();
    // The dialog closes as Done closes it, so the till behind it shows Open till again.
    expect(doneCount()).toBe(1);
  });

  it('offers staff without reports only Done', async () => {
    renderCashedUp(drawerStaff);
    expect(await screen.findByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Close the day (Z report)' }),
    ).not.toBeInTheDocument();
  });
});
