import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serviceChargeMessages as sc } from '@opentill/contract/orders/service-charge';
import type { ServiceChargeSettings } from '@opentill/contract/settings/discount-settings.schemas';
import { QuickTillPositionButton } from '@/features/till/components/quick-till/quick-till-position-button';
import { makeProduct } from '@/testing/catalogue-factories';
import { makeClient, makeSession, makeUser } from '@/testing/factories';
import { renderTill } from '@/testing/till-fixtures';

// Issue 16: where the merchant makes the service charge mandatory it is part of an eat-in
// price, so the till's tiles show it while the till is on Eat In (Espresso £2.20 at 12.5%:
// £0.275 rounds half up to £0.28, so £2.48), and the bar says so once.

const withCharge = (serviceCharge: ServiceChargeSettings) =>
  makeSession({ user: makeUser({ groups: [] }), client: makeClient({ serviceCharge }) });
const mandatory = withCharge({ percent: 12.5, mandatory: true });
const optional = withCharge({ percent: 12.5, mandatory: false });

const grid = () => screen.getByRole('region', { name: 'Categories and products' });
const tileNames = () =>
  within(grid())
    .getAllByRole('button')
    .map((button) => button.textContent);
const chooseType = (name: 'Eat In' | 'Takeaway') =>
  userEvent.click(
    within(
      within(screen.getByRole('region', { name: 'Order' })).getByRole('group', {
        name: 'Order type',
      }),
    ).getByRole('button', { name }),
  );

describe('prices on the till tiles', () => {
  it('include a mandatory service charge while the till is on Eat In, and say so once', async () => {
    renderTill('/till/hot-drinks/coffee', mandatory);
    await screen.findByRole('button', { name: /^Espresso/ });
    // The till starts on Takeaway: menu prices.
    expect(tileNames()).toEqual(['Espresso£2.20', 'Flat White£3.20']);
    expect(screen.queryByText(sc.included(12.5))).not.toBeInTheDocument();

    await chooseType('Eat In');
    expect(tileNames()).toEqual(['Espresso£2.48', 'Flat White£3.60']);
    // Once, in the bar: short to the eye, the whole sentence to a screen reader.
    expect(screen.getAllByText(sc.included(12.5))).toHaveLength(1);
    expect(screen.getByText(sc.included(12.5)).closest('[role="status"]')).toHaveTextContent(
      'Incl. 12.5% service',
    );

    await chooseType('Takeaway');
    expect(tileNames()).toEqual(['Espresso£2.20', 'Flat White£3.20']);
    expect(screen.queryByText(sc.included(12.5))).not.toBeInTheDocument();
  });

  it('include it in search results too', async () => {
    renderTill('/till', mandatory);
    await screen.findByRole('button', { name: /^Hot Drinks/ });
    await chooseType('Eat In');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'esp');
    await waitFor(() => expect(tileNames()).toEqual(['Espresso£2.48']));
  });

  it('stay the menu prices where the charge is optional: the customer may decline it', async () => {
    renderTill('/till/hot-drinks/coffee', optional);
    await screen.findByRole('button', { name: /^Espresso/ });
    await chooseType('Eat In');
    expect(tileNames()).toEqual(['Espresso£2.20', 'Flat White£3.20']);
    expect(screen.queryByText(sc.included(12.5))).not.toBeInTheDocument();
  });

  it('stay the menu prices in edit mode, where the merchant sets them', async () => {
    renderTill('/till/hot-drinks/coffee', mandatory);
    await screen.findByRole('button', { name: /^Espresso/ });
    await chooseType('Eat In');
    expect(tileNames()).toEqual(['Espresso£2.48', 'Flat White£3.60']);
    await userEvent.click(screen.getByRole('switch', { name: 'Edit mode' }));
    await waitFor(() => expect(tileNames()).toContain('Edit Espresso£2.20'));
    expect(screen.queryByText(sc.included(12.5))).not.toBeInTheDocument();
  });
});

describe('prices on the quick till', () => {
  const hotDrink = makeProduct({ name: 'Hot Drink', price: 300, quickTill: true });
  const position = { positionId: 0, productId: hotDrink.id, product: hotDrink };
  const renderPosition = (headlinePercent: number | null) =>
    render(
      <QuickTillPositionButton
        position={position}
        canEdit={false}
        headlinePercent={headlinePercent}
        onTap={() => undefined}
        onLongPress={() => undefined}
      />,
    );

  it('include the mandatory charge it is given, to the penny', () => {
    renderPosition(12.5);
    expect(screen.getByRole('button')).toHaveTextContent('Hot Drink1£3.38');
  });

  it('show the menu price without one', () => {
    renderPosition(null);
    expect(screen.getByRole('button')).toHaveTextContent('Hot Drink1£3.00');
  });
});
