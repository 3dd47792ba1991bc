import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffList } from '@opentill/contract/accounts/account.schemas';
import { StaffPage } from '@/features/people/routes/staff-page';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const staffList: StaffList = {
  members: [
    {
      id: 'user-1',
      email: 'sam@cafe.test',
      firstName: 'Sam',
      lastName: 'Baker',
      groups: ['owner'],
      isActive: true,
    },
    {
      id: 'user-2',
      email: 'kim@cafe.test',
      firstName: 'Kim',
      lastName: 'Lee',
      groups: ['reporting'],
      isActive: true,
    },
  ],
  invites: [
    {
      id: 'inv-1',
      email: 'new@cafe.test',
      firstName: 'Nell',
      lastName: 'New',
      groups: ['reporting'],
      createdAt: '2026-11-20T10:00:00Z',
      expiresAt: '2026-11-27T10:00:00Z',
      status: 'pending',
    },
  ],
};

const renderStaff = (routes: StubRoutes = {}) => {
  const stub = stubFetch({ 'GET /api/staff/': { body: toWire(staffList) }, ...routes });
  const view = renderRoute({
    session: makeSession(),
    initialPath: '/staff',
    routes: [{ path: '/staff', element: <StaffPage /> }],
  });
  return { ...stub, ...view };
};

const posts = (calls: ReturnType<typeof stubFetch>['calls']) =>
  calls.filter((call) => call.method !== 'GET');

describe('Staff', () => {
  it('lists members with their groups and invitations with expiry and status', async () => {
    renderStaff();
    const members = await screen.findByRole('list', { name: 'Members' });
    const [self, kim] = within(members).getAllByRole('listitem');
    expect(self).toHaveTextContent('Sam Baker');
    expect(self).toHaveTextContent('Owner');
    expect(self).toHaveTextContent('You');
    expect(within(self!).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(kim).toHaveTextContent('kim@cafe.test');
    expect(kim).toHaveTextContent('Reporting');
    expect(kim).toHaveTextContent('Active');
    const invites = screen.getByRole('list', { name: 'Invitations' });
    expect(invites).toHaveTextContent('new@cafe.test');
    expect(invites).toHaveTextContent('Nell New · Expires 27 Nov 2026, 10:00');
    expect(invites).toHaveTextContent('Pending');
  });

  it('sends the invite with the first and last name typed and the groups ticked', async () => {
    const { calls } = renderStaff({
      'POST /api/staff/invites/': {
        status: 201,
        body: toWire({ ...staffList.invites[0], id: 'inv-2', email: 'ali@cafe.test' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ali@cafe.test');
    // Pasted rather than typed key by key: the names' handling is what is checked here.
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'First Name' }));
    await userEvent.paste('Ali');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Last Name' }));
    await userEvent.paste('Khan');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Owner' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Invitation sent to ali@cafe.test')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      email: 'ali@cafe.test',
      first_name: 'Ali',
      last_name: 'Khan',
      groups: ['owner'],
    });
  });

  it("shows the server's field errors in the invite dialog", async () => {
    renderStaff({
      'POST /api/staff/invites/': {
        status: 400,
        body: { email: ['kim@cafe.test already works here.'] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'kim@cafe.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await within(dialog).findByText('kim@cafe.test already works here.')).toBeVisible();
  });

  it('asks before revoking; Cancel leaves the invitation alone', async () => {
    const { calls } = renderStaff({
      'POST /api/staff/invites/inv-1/revoke/': {
        body: toWire({ ...staffList.invites[0], status: 'revoked' }),
      },
    });
    const revoke = await screen.findByRole('button', {
      name: 'Revoke the invitation to new@cafe.test',
    });
    await userEvent.click(revoke);
    let confirm = await screen.findByRole('dialog', {
      name: 'Revoke the invitation to new@cafe.test?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toHaveLength(0);

    await userEvent.click(revoke);
    confirm = await screen.findByRole('dialog', {
      name: 'Revoke the invitation to new@cafe.test?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.url)).toEqual(['/api/staff/invites/inv-1/revoke/']);
  });

  it('resends an invitation', async () => {
    const { calls } = renderStaff({
      'POST /api/staff/invites/inv-1/resend/': { body: toWire(staffList.invites[0]) },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend the invitation to new@cafe.test' }),
    );
    expect(await screen.findByText('Invitation resent')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.url)).toEqual(['/api/staff/invites/inv-1/resend/']);
  });

  it('asks before removing a member, then removes them', async () => {
    const { calls } = renderStaff({ 'DELETE /api/staff/user-2/': { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove kim@cafe.test' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove kim@cafe.test?' });
    expect(confirm).toHaveTextContent('They will be logged out');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('kim@cafe.test removed')).toBeInTheDocument();
    expect(posts(calls).map((call) => `${call.method} ${call.url}`)).toEqual([
      'DELETE /api/staff/user-2/',
    ]);
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/staff/')).toHaveLength(2));
  });
});
