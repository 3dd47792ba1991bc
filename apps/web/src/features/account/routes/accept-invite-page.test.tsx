import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY } from '@/api/get-session';
import { AcceptInvitePage } from '@/features/account/routes/accept-invite-page';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const INVITE = { email: 'new.starter@cafe.test', first_name: '', last_name: '', phone: '' };
const INVITE_URL = 'GET /api/invite/tok-123/';
const ACCEPT_URL = 'POST /api/invite/tok-123/';

const renderAcceptInvite = (routes: StubRoutes, path = '/accept-invite?token=tok-123') => {
  const stub = stubFetch({
    'GET /api/session/': { body: { user: null, client: null, device: null } },
    ...routes,
  });
  const rendered = renderRoute({
    session: { user: null, client: null, device: null },
    initialPath: path,
    routes: [
      { path: '/accept-invite', element: <AcceptInvitePage /> },
      { path: '/login', element: <p>Log in screen</p> },
      { path: '/', element: <p>Home screen</p> },
    ],
  });
  return { ...stub, ...rendered };
};

const createAccount = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

const agreeToTerms = async () => {
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
};

const fillForm = async () => {
  await userEvent.type(await screen.findByLabelText('First Name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Phone'), '07700 900123');
  await userEvent.type(screen.getByLabelText('Password'), 'engine-analytical');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'engine-analytical');
  await agreeToTerms();
};

describe('Create Your Account', () => {
  it('sends a visit without a token to log in', async () => {
    renderAcceptInvite({}, '/accept-invite');
    expect(await screen.findByText('Log in screen')).toBeInTheDocument();
  });

  it('heads the form with the invited email and prefills what the invite knows', async () => {
    renderAcceptInvite({ [INVITE_URL]: { body: { ...INVITE, first_name: 'Ada' } } });
    expect(
      await screen.findByRole('heading', { name: 'new.starter@cafe.test' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
  });

  it('swallows a failed invite lookup: the empty form shows, with no alert and no email', async () => {
    renderAcceptInvite({ [INVITE_URL]: { status: 410, body: { detail: 'Gone.' } } });
    expect(await screen.findByLabelText('First Name')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('You have been invited as')).not.toBeInTheDocument();
    expect(screen.queryByText(/Invite may longer be valid/)).not.toBeInTheDocument();
  });

  it('says the invite may no longer be valid when the form is sent for a gone invite', async () => {
    renderAcceptInvite({
      [INVITE_URL]: { status: 404, body: { detail: 'This invite link is not valid.' } },
      [ACCEPT_URL]: { status: 404, body: { detail: 'This invite link is not valid.' } },
    });
    await fillForm();
    await createAccount();
    expect(
      await screen.findAllByText('Something went wrong. Invite may longer be valid.'),
    ).not.toHaveLength(0);
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
  });

  it('shows each validation message of spec 000 §5', async () => {
    renderAcceptInvite({ [INVITE_URL]: { body: INVITE } });
    await screen.findByLabelText('First Name');
    await createAccount();
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(
      screen.getByText('You must agree to the terms & conditions to continue'),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('First Name'), 'A'.repeat(21));
    await createAccount();
    expect(await screen.findByText('First Name must be at most 20 characters')).toBeInTheDocument();

    // The confirmation is compared once every other field holds a value it accepts.
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Password'), 'engine-analytical');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'engine-different');
    await agreeToTerms();
    await createAccount();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('ticks the terms only when they are agreed to', async () => {
    renderAcceptInvite({ [INVITE_URL]: { body: INVITE } });
    const tick = await screen.findByRole('checkbox', { name: /I agree to the/ });

    await userEvent.click(tick);
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(within(dialog).getByText(/£250,000/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tick).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Agree' }),
    );
    expect(tick).toBeChecked();

    await userEvent.click(tick);
    expect(tick).not.toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates the account, starts its session and lands at /', async () => {
    const session = makeSession();
    const { calls, queryClient } = renderAcceptInvite({
      [INVITE_URL]: { body: INVITE },
      [ACCEPT_URL]: { body: toWire(session) },
    });
    await fillForm();
    await createAccount();
    expect(await screen.findByText('Account successfully created!')).toBeInTheDocument();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(session);

    const sent = calls.find((call) => call.method === 'POST' && call.url.includes('invite'));
    expect(sent?.body).toBeInstanceOf(FormData);
    expect(Object.fromEntries((sent?.body as FormData).entries())).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '07700 900123',
      password: 'engine-analytical',
      password_confirm: 'engine-analytical',
      terms_accepted: 'true',
    });
  });

  it("puts the server's first message on its field", async () => {
    renderAcceptInvite({
      [INVITE_URL]: { body: INVITE },
      [ACCEPT_URL]: {
        status: 400,
        body: { password: ['This password is too common.', 'Second.'] },
      },
    });
    await fillForm();
    await createAccount();
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(
      'This password is too common.',
    );
    expect(screen.queryByText('Second.')).not.toBeInTheDocument();
  });

  it('says the invite may no longer be valid when it was used meanwhile', async () => {
    renderAcceptInvite({
      [INVITE_URL]: { body: INVITE },
      [ACCEPT_URL]: { status: 410, body: { detail: 'This invitation has been used.' } },
    });
    await fillForm();
    await createAccount();
    expect(
      await screen.findAllByText('Something went wrong. Invite may longer be valid.'),
    ).not.toHaveLength(0);
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
  });
});
