import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@opentill/contract/accounts/account-messages';
import { ReferralsPage } from '@/features/people/routes/referrals-page';
import { PEOPLE_MESSAGES } from '@/features/people/people-messages';
import { makeSession } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const page = (results: unknown[], next: string | null = null) => ({
  body: { count: results.length, next, previous: null, results },
});
const accepted = {
  id: 'r1',
  recipient_phone: '07700 900123',
  recipient_email: 'ali@friend.test',
  accepted: true,
};
const waiting = { id: 'r2', recipient_phone: '07700 900456', recipient_email: '', accepted: false };

const renderReferrals = (routes: StubRoutes) => {
  const stub = stubFetch(routes);
  const view = renderRoute({
    session: makeSession(),
    initialPath: '/referrals',
    routes: [{ path: '/referrals', element: <ReferralsPage /> }],
  });
  return { ...stub, ...view };
};

const phoneField = () => screen.getByRole('textbox', { name: 'New Referral' });

describe('Refer a friend', () => {
  it('lists referrals with a tick on the accepted one, and shows more on request', async () => {
    renderReferrals({
      'GET /api/referrals/': page([accepted, waiting], '/api/referrals/?page=2'),
    });
    expect(
      screen.getByRole('heading', { name: ACCOUNT_MESSAGES.referralHeading }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Referrals' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('07700 900123');
    expect(first).toHaveTextContent('ali@friend.test');
    expect(within(first!).getByRole('img', { name: 'Accepted' })).toBeInTheDocument();
    expect(within(second!).queryByRole('img', { name: 'Accepted' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('fetches the next page with Show more', async () => {
    let pagesServed = 0;
    const { calls } = renderReferrals({
      'GET /api/referrals/': () => {
        pagesServed += 1;
        return pagesServed > 1 ? page([waiting]) : page([accepted], '/api/referrals/?page=2');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('07700 900456')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(calls.map((call) => new URL(call.url, 'http://x').searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('swallows a failed list, showing the empty state and no error', async () => {
    renderReferrals({ 'GET /api/referrals/': { status: 500, body: { detail: 'Boom.' } } });
    expect(await screen.findByText(PEOPLE_MESSAGES.noReferrals)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a phone that is not one, without asking the server', async () => {
    const { calls } = renderReferrals({ 'GET /api/referrals/': page([]) });
    await userEvent.type(phoneField(), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's error under the field until the field is focused", async () => {
    renderReferrals({
      'GET /api/referrals/': page([]),
      'POST /api/referrals/': {
        status: 400,
        body: { recipient_phone: ['This number has already been referred.'] },
      },
    });
    await userEvent.type(phoneField(), '07700 900123');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This number has already been referred.')).toBeInTheDocument();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(phoneField());
    expect(screen.queryByText('This number has already been referred.')).not.toBeInTheDocument();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends the referral, clears the field, says so and refreshes the list', async () => {
    let sent = false;
    const { calls } = renderReferrals({
      'GET /api/referrals/': () => page(sent ? [waiting] : []),
      'POST /api/referrals/': () => {
        sent = true;
        return { status: 201, body: waiting };
      },
    });
    await screen.findByText(PEOPLE_MESSAGES.noReferrals);
    await userEvent.type(phoneField(), '07700 900456');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(PEOPLE_MESSAGES.referralSent)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      recipient_phone: '07700 900456',
    });
    await waitFor(() => expect(phoneField()).toHaveValue(''));
    expect(await screen.findByText('07700 900456')).toBeInTheDocument();
  });
});
