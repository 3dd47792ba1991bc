import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import type { QuickTillPosition } from '@opentill/contract/till/till.schemas';
import { QuickTillPage } from '@/features/till/routes/quick-till-page';
import { makeCashier, makeProduct } from '@/testing/catalogue-factories';
import { makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { stubWideTillScreen } from '@/testing/match-media';
import { renderRoute } from '@/testing/render-route';

const quick = (name: string, price: number) => makeProduct({ name, price, quickTill: true });
const hotDrink = quick('Hot Drink', 300);
const coldDrink = quick('Cold Drink', 200);
const cakeSlice = quick('Cake Slice', 350);
const positions: QuickTillPosition[] = [hotDrink, coldDrink, null, null, null].map(
  (product, positionId) => ({ positionId, productId: product?.id ?? null, product }),
);
const sam = makeCashier({ username: 'Sam', hasEditPermission: true });
const alex = makeCashier({ username: 'Alex', hasPin: false, hasEditPermission: false });
const staff = makeSession({ user: makeUser({ groups: [] }) });

const renderQuickTill = (cashier: Cashier, session: Session = staff) => {
  stubWideTillScreen();
  const fetchStub = stubFetch({
    'GET /api/accounts/cashier/current/': { body: toWire({ cashier }) },
    'GET /api/till-config/': {
      body: { feature_quick_till: true, feature_full_till: true, default_till_view: 'quick_till' },
    },
    'GET /api/orders/quick-till-positions/': { body: toWire(positions) },
    'GET /api/orders/quick-till-products/': { body: toWire([hotDrink, coldDrink, cakeSlice]) },
    'PUT /api/orders/quick-till-positions/0/': {
      body: toWire({ positionId: 0, productId: cakeSlice.id, product: cakeSlice }),
    },
  });
  renderRoute({
    session,
    initialPath: '/quick-till',
    routes: [{ path: '/quick-till', element: <QuickTillPage /> }],
  });
  return fetchStub;
};

const pad = () => within(screen.getByRole('group', { name: 'Price keypad' }));
const price = () => screen.getByRole('status', { name: 'Price' });
const order = () => screen.getByRole('region', { name: 'Order' });

/** Holds a pointer down on the element for `ms`, then lets go and clicks, as a finger would. */
const press = async (element: HTMLElement, ms: number) => {
  fireEvent.pointerDown(element, { button: 0, pointerType: 'touch' });
  await new Promise((resolve) => setTimeout(resolve, ms));
  fireEvent.pointerUp(element, { button: 0, pointerType: 'touch' });
  fireEvent.click(element);
};

/** A cart line's list item: quantity, − and +, the product, its options and price. */
const cartLine = (name: string): HTMLElement => {
  const item = within(order()).getByText(name, { exact: true }).closest('li');
  if (item === null) throw new Error(`No cart line for ${name}`);
  return item;
};

describe('quick till', () => {
  it('types pence and shows pounds: 2, 5, 0 is £2.50; 00 and delete work too', async () => {
    renderQuickTill(alex);
    expect(price()).toHaveTextContent('£0.00');
    for (const key of ['2', '5', '0'])
      await userEvent.click(pad().getByRole('button', { name: key }));
    expect(price()).toHaveTextContent('£2.50');
    await userEvent.click(pad().getByRole('button', { name: '00' }));
    expect(price()).toHaveTextContent('£250.00');
    await userEvent.click(pad().getByRole('button', { name: 'Delete last digit' }));
    await userEvent.click(pad().getByRole('button', { name: 'Delete last digit' }));
    expect(price()).toHaveTextContent('£2.50');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(price()).toHaveTextContent('£0.00');
  });

  it('adds the typed price as the tapped position’s line and clears the display', async () => {
    renderQuickTill(alex);
    for (const key of ['2', '5', '0'])
      await userEvent.click(pad().getByRole('button', { name: key }));
    await userEvent.click(await screen.findByRole('button', { name: /^Hot Drink/ }));
    expect(cartLine('Hot Drink')).toHaveTextContent('1×Hot Drink£2.50');
    expect(price()).toHaveTextContent('£0.00');
    expect(within(order()).getByRole('button', { name: 'Pay £2.50' })).toBeEnabled();
  });

  it('takes typing on a keyboard', async () => {
    renderQuickTill(alex);
    await screen.findByRole('button', { name: /^Hot Drink/ });
    await userEvent.keyboard('175');
    expect(price()).toHaveTextContent('£1.75');
  });

  it('lets an editor change a position’s product with a long press', async () => {
    const { calls } = renderQuickTill(sam);
    await press(await screen.findByRole('button', { name: /^Hot Drink/ }), 600);
    const dialog = await screen.findByRole('dialog', { name: 'Quick till product' });
    // The click that ends a long press adds nothing.
    const hiddenOrder = screen.getByRole('region', { name: 'Order', hidden: true });
    expect(
      within(hiddenOrder).getByText('No items yet. Tap a product to add it.'),
    ).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: /Cake Slice/ }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      product_id: cakeSlice.id,
    });
  });

  it('treats a long press by a cashier without edit permission as a tap', async () => {
    const { calls } = renderQuickTill(alex);
    await press(await screen.findByRole('button', { name: /^Hot Drink/ }), 600);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartLine('Hot Drink')).toHaveTextContent('£3.00');
    expect(calls.some((call) => call.url.includes('quick-till-products'))).toBe(false);
  });

  it("treats Alex's long press as a tap under the owner's log-in too (001-6)", async () => {
    renderQuickTill(alex, makeSession({ user: makeUser({ groups: ['owner'] }) }));
    await press(await screen.findByRole('button', { name: /^Hot Drink/ }), 600);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartLine('Hot Drink')).toHaveTextContent('£3.00');
  });

  it('says a sold-out position is sold out and adds nothing', async () => {
    positions[1] = { positionId: 1, productId: coldDrink.id, product: { ...coldDrink, stock: 0 } };
    try {
      renderQuickTill(alex);
      const button = await screen.findByRole('button', { name: /^Cold Drink/ });
      expect(button).toHaveTextContent('Sold out');
      await userEvent.click(button);
      expect(await screen.findByText('Cold Drink is sold out.')).toBeInTheDocument();
      expect(
        within(order()).getByText('No items yet. Tap a product to add it.'),
      ).toBeInTheDocument();
    } finally {
      positions[1] = { positionId: 1, productId: coldDrink.id, product: coldDrink };
    }
  });
});
