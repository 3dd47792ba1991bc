import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { MANAGER_LABEL, type Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { CashierLoginPage } from '@/features/till/routes/cashier-login-page';
import { makeCashier } from '@/testing/catalogue-factories';
import { makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const sam = makeCashier({ username: 'Sam', hasPin: true, hasEditPermission: true });
const alex = makeCashier({
  username: 'Alex',
  colour: '#43a047',
  hasPin: false,
  hasEditPermission: false,
});
const staff = makeSession({ user: makeUser({ groups: [] }) });
const owner = makeSession({ user: makeUser({ groups: ['owner'] }) });

const renderLogin = (
  initialPath: string,
  routes: StubRoutes = {},
  session: Session = staff,
  current: Cashier | null = null,
) => {
  const fetchStub = stubFetch({
    'GET /api/accounts/cashier/': { body: toWire([sam, alex]) },
    'GET /api/accounts/cashier/current/': { body: toWire({ cashier: current }) },
    ...routes,
  });
  const view = renderRoute({
    session,
    initialPath,
    routes: [
      { path: '/till/cashier-login', element: <CashierLoginPage /> },
      { path: '/till/*', element: <p>Till screen</p> },
    ],
  });
  return { ...view, ...fetchStub };
};

const wrongPin = { status: 400, body: { pin: ['Wrong PIN. Please try again.'] } };
const keypad = () => within(screen.getByRole('group', { name: 'PIN keypad' }));

describe('cashier log in', () => {
  it('shows the cashiers as tiles in their colours', async () => {
    renderLogin('/till/cashier-login');
    const tiles = within(await screen.findByRole('region', { name: 'Cashiers' }));
    const [first, second] = tiles.getAllByRole('button');
    expect(first).toHaveAccessibleName('Sam');
    expect(second).toHaveAccessibleName('Alex');
    expect(tiles.getByRole('button', { name: 'Alex' })).toHaveStyle({ '--tile-bg': '#43a047' });
  });

  it('refuses a wrong PIN with the server’s words, then signs in and goes on to next', async () => {
    let attempts = 0;
    const { router, calls } = renderLogin('/till/cashier-login?next=%2Ftill%2Fhot-drinks', {
      [`POST /api/accounts/cashier/${sam.id}/login/`]: () =>
        ++attempts === 1 ? wrongPin : { body: toWire({ cashier: sam }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sam' }));
    expect(screen.getByRole('dialog', { name: 'Enter PIN for Sam' })).toBeInTheDocument();
    for (const digit of ['1', '1', '1', '1'])
      await userEvent.click(keypad().getByRole('button', { name: digit }));
    await userEvent.click(keypad().getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong PIN. Please try again.');
    expect(screen.getByLabelText('PIN')).toHaveValue('');

    // A keyboard types into the same field, and Enter signs in.
    await userEvent.type(screen.getByLabelText('PIN'), '12x34{Enter}');
    expect(await screen.findByText('Till screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/till/hot-drinks');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { pin: '1111' },
      { pin: '1234' },
    ]);
  });

  it('deletes a digit with the backspace key of the pad', async () => {
    renderLogin('/till/cashier-login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sam' }));
    await userEvent.click(keypad().getByRole('button', { name: '7' }));
    await userEvent.click(keypad().getByRole('button', { name: '8' }));
    await userEvent.click(keypad().getByRole('button', { name: 'Delete last digit' }));
    expect(screen.getByLabelText('PIN')).toHaveValue('7');
  });

  it('says how long a locked-out cashier must wait', async () => {
    renderLogin('/till/cashier-login', {
      [`POST /api/accounts/cashier/${sam.id}/login/`]: {
        status: 429,
        body: { detail: 'Too many wrong PINs. Try again in 5 minutes.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sam' }));
    await userEvent.type(screen.getByLabelText('PIN'), '9999{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong PINs. Try again in 5 minutes.',
    );
  });

  it('signs a cashier without a PIN in with one tap, then goes to the category view', async () => {
    const { router, calls } = renderLogin('/till/cashier-login', {
      [`POST /api/accounts/cashier/${alex.id}/login/`]: { body: toWire({ cashier: alex }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Alex' }));
    expect(await screen.findByText('Till screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/till');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({});
  });

  it('offers no edit mode to staff without a permitted cashier', async () => {
    renderLogin('/till/cashier-login', {}, staff, alex);
    await screen.findByRole('button', { name: 'Sam' });
    expect(screen.queryByRole('switch', { name: 'Edit mode' })).not.toBeInTheDocument();
  });

  it('offers no edit mode to the owner with nobody signed in once a cashier may edit', async () => {
    renderLogin('/till/cashier-login', {}, owner, null);
    await screen.findByRole('button', { name: 'Sam' });
    expect(screen.queryByRole('switch', { name: 'Edit mode' })).not.toBeInTheDocument();
  });

  it('offers edit mode to an owner setting up, while no cashier may edit', async () => {
    renderLogin(
      '/till/cashier-login',
      { 'GET /api/accounts/cashier/': { body: toWire([alex]) } },
      owner,
      null,
    );
    expect(await screen.findByRole('switch', { name: 'Edit mode' })).toBeInTheDocument();
  });

  it('after Switch, shows who is still signed in and signs them out on request', async () => {
    const { calls } = renderLogin(
      '/till/cashier-login?next=%2Ftill',
      { 'POST /api/accounts/cashier/logout/': { body: { cashier: null } } },
      staff,
      alex,
    );
    const bar = await screen.findByRole('group', { name: 'Signed-in cashier' });
    expect(bar).toHaveTextContent('Alex is signed in until someone else taps their name.');
    await userEvent.click(within(bar).getByRole('button', { name: 'Sign out Alex' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Signed-in cashier' })).not.toBeInTheDocument(),
    );
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/logout/'))).toBe(
      true,
    );
  });

  it('edits cashiers in edit mode with no rules of its own: the server answers on the field', async () => {
    let saves = 0;
    const { calls } = renderLogin(
      '/till/cashier-login',
      {
        [`PATCH /api/accounts/cashier/${sam.id}/`]: () =>
          ++saves === 1
            ? { status: 400, body: { pin: ['A PIN is up to 8 digits, and digits only.'] } }
            : { body: toWire(sam) },
      },
      staff,
      sam,
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit mode' }));
    expect(screen.getByRole('button', { name: 'Add Cashier' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Sam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sam' });
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('Sam');
    expect(
      within(dialog).getByRole('checkbox', { name: 'Can edit cashiers, products and categories' }),
    ).toBeChecked();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Username' }));
    await userEvent.type(within(dialog).getByLabelText('PIN'), '12x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Sent as typed, a blank name included: the form itself refuses nothing.
    expect(
      await within(dialog).findByText('A PIN is up to 8 digits, and digits only.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      username: '',
      colour: '#1e88e5',
      pin: '12x',
      has_edit_permission: true,
      is_manager: false,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove PIN' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Add Cashier' });
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      username: '',
      colour: '#1e88e5',
      pin: '',
      has_edit_permission: true,
      is_manager: false,
    });
  });

  it('makes a cashier a manager, who approves cash-ups that are out', async () => {
    const { calls } = renderLogin(
      '/till/cashier-login',
      { [`PATCH /api/accounts/cashier/${sam.id}/`]: { body: toWire({ ...sam, isManager: true }) } },
      staff,
      sam,
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Sam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sam' });
    const manager = within(dialog).getByRole('switch', { name: MANAGER_LABEL });
    expect(manager).not.toBeChecked();
    await userEvent.click(manager);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        username: 'Sam',
        colour: '#1e88e5',
        has_edit_permission: true,
        is_manager: true,
      }),
    );
  });
});
