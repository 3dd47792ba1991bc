import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  SUPPORT_PHONE_HREF,
  SUPPORT_PHONE_NUMBER,
} from '@opentill/contract/accounts/account-constants';
import { ACCOUNT_MESSAGES } from '@opentill/contract/accounts/account-messages';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { HelpPage } from '@/features/people/routes/help-page';
import { saveTerminalSettings } from '@/platform/card-terminal/terminal-settings';
import { makeDevice, makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const renderHelp = (routes: StubRoutes, session: Session = makeSession()) => {
  const stub = stubFetch(routes);
  const view = renderRoute({
    session,
    initialPath: '/help',
    routes: [{ path: '/help', element: <HelpPage /> }],
  });
  return { ...stub, ...view };
};

const sendTicket = async (problem: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: 'How can we help?' }), problem);
  await userEvent.click(screen.getByRole('button', { name: 'Send Ticket' }));
};

describe('Help', () => {
  it('shows the heading, the merchant and the support line', () => {
    renderHelp({});
    expect(screen.getByRole('heading', { name: ACCOUNT_MESSAGES.helpHeading })).toBeInTheDocument();
    expect(screen.getByText('Corner Cafe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call ${SUPPORT_PHONE_NUMBER}` })).toHaveAttribute(
      'href',
      SUPPORT_PHONE_HREF,
    );
  });

  it("adds the paired terminal's serial number", () => {
    renderHelp({}, makeSession({ user: null, device: makeDevice({ serialNumber: 'PAX-0042' }) }));
    expect(screen.getByText('Corner Cafe · Serial number PAX-0042')).toBeInTheDocument();
  });

  it("adds the serial number set in this browser's card terminal settings", () => {
    saveTerminalSettings({ baseUrl: 'http://t:1', token: 'k', serialNumber: 'DEMO-PAX-0001' });
    renderHelp({});
    expect(screen.getByText('Corner Cafe · Serial number DEMO-PAX-0001')).toBeInTheDocument();
  });

  it('sends a support ticket with who is asking and where from, then clears it', async () => {
    const { calls } = renderHelp({ 'POST /api/support/': { status: 201, body: { id: 't1' } } });
    await sendTicket('The printer is jammed');
    expect(await screen.findByText(ACCOUNT_MESSAGES.supportCreated)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Sam Baker',
      email: 'sam@cafe.test',
      url: window.location.href,
      problem: 'The printer is jammed',
    });
    expect(screen.getByRole('textbox', { name: 'How can we help?' })).toHaveValue('');
  });

  it('sends a blank email for a device', async () => {
    const { calls } = renderHelp(
      { 'POST /api/support/': { status: 201, body: { id: 't1' } } },
      makeSession({ user: null, device: makeDevice({ name: 'Front till' }) }),
    );
    await sendTicket('Card reader offline');
    await screen.findByText(ACCOUNT_MESSAGES.supportCreated);
    expect(calls[0]?.body).toMatchObject({ name: 'Front till', email: '' });
  });

  it('says the ticket was not created when the server fails, keeping the text', async () => {
    renderHelp({ 'POST /api/support/': { status: 500, body: { detail: 'Server error.' } } });
    await sendTicket('The printer is jammed');
    expect(await screen.findByText(ACCOUNT_MESSAGES.supportFailed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'How can we help?' })).toHaveValue(
      'The printer is jammed',
    );
  });

  it('asks for a problem before sending', async () => {
    const { calls } = renderHelp({});
    await userEvent.click(screen.getByRole('button', { name: 'Send Ticket' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.problemRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('Desktop Access mails a log-in link to the user chosen', async () => {
    const { calls } = renderHelp({
      'GET /api/users/': {
        body: {
          count: 2,
          next: null,
          previous: null,
          results: [makeUser(), makeUser({ id: 'user-2', email: 'kim@cafe.test' })].map(toWire),
        },
      },
      'POST /api/request-login-link/': { body: {} },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Desktop Access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Desktop User' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'kim@cafe.test' }));
    expect(await screen.findByText('Log in link sent to kim@cafe.test')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'kim@cafe.test' });
    expect(screen.queryByRole('dialog', { name: 'Select Desktop User' })).not.toBeInTheDocument();
  });
});
