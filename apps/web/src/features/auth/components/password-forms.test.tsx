import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EditPasswordPage } from '@/features/auth/routes/edit-password-page';
import { ResetPasswordPage } from '@/features/auth/routes/reset-password-page';
import { SESSION_QUERY_KEY } from '@/api/get-session';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const renderChangePassword = () =>
  renderRoute({
    session: makeSession(),
    initialPath: '/edit-password',
    routes: [
      { path: '/edit-password', element: <EditPasswordPage /> },
      { path: '/', element: <p>Home screen</p> },
    ],
  });

describe('Change Password', () => {
  it('asks for each field and a matching confirmation', async () => {
    stubFetch({});
    renderChangePassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Current Password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it("puts the server's first message on its field", async () => {
    stubFetch({
      'POST /api/password/set/': {
        status: 400,
        body: { current_password: ['Current password is incorrect.', 'Second message.'] },
      },
    });
    renderChangePassword();
    await userEvent.type(await screen.findByLabelText('Current Password'), 'wrong-password');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Something went wrong. Please check fields for errors.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription(
      'Current password is incorrect.',
    );
    expect(screen.queryByText('Second message.')).not.toBeInTheDocument();
  });

  it('sends the change and goes Home', async () => {
    const { calls } = stubFetch({ 'POST /api/password/set/': { body: {} } });
    renderChangePassword();
    await userEvent.type(await screen.findByLabelText('Current Password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password has been updated')).toBeInTheDocument();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      current_password: 'old-password',
      password: 'new-password-1',
      password_confirm: 'new-password-1',
    });
  });
});

describe('Reset Password', () => {
  it('completes the reset with the link’s user and token, and lands logged in at /', async () => {
    const session = makeSession();
    const { calls } = stubFetch({
      'GET /api/session/': { body: { user: null, client: null, device: null } },
      'POST /api/password/reset/complete/': {
        body: toWire({ ...session, detail: 'Password has been updated' }),
      },
    });
    const { queryClient } = renderRoute({
      initialPath: '/reset-password?user_id=0b6b3f7e-2c1a-4f53-9a0e-5d2c8e1f4a77&token=abc-123',
      routes: [
        { path: '/reset-password', element: <ResetPasswordPage /> },
        { path: '/', element: <p>Home screen</p> },
      ],
    });
    await userEvent.type(await screen.findByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password has been updated')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      password: 'new-password-1',
      password_confirm: 'new-password-1',
      token: 'abc-123',
      user_id: '0b6b3f7e-2c1a-4f53-9a0e-5d2c8e1f4a77',
    });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(session);
  });

  it('stays on the form with the server’s message when the link is refused', async () => {
    stubFetch({
      'GET /api/session/': { body: { user: null, client: null, device: null } },
      'POST /api/password/reset/complete/': {
        status: 400,
        body: { token: ['This reset link is invalid or has expired. Please request a new one.'] },
      },
    });
    const { queryClient } = renderRoute({
      initialPath: '/reset-password?user_id=0b6b3f7e-2c1a-4f53-9a0e-5d2c8e1f4a77&token=old',
      routes: [
        { path: '/reset-password', element: <ResetPasswordPage /> },
        { path: '/', element: <p>Home screen</p> },
      ],
    });
    await userEvent.type(await screen.findByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText(
        'This reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeUndefined();
  });
});
