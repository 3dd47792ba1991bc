import type { Session } from '@opentill/contract/auth/auth.schemas';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { TillPage } from '@/features/till/routes/till-page';
import {
  makeCashier,
  makeCategory,
  makeCategoryDetail,
  makeFlatWhite,
  makeProduct,
} from '@/testing/catalogue-factories';
import { makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { stubWideTillScreen } from '@/testing/match-media';
import { renderRoute } from '@/testing/render-route';

// A small Corner Café till for component tests: Hot Drinks › Coffee, Food, and the cashiers.

export const hotDrinks = makeCategory({ name: 'Hot Drinks', slug: 'hot-drinks', position: 0 });
export const food = makeCategory({
  name: 'Food',
  slug: 'food',
  backgroundColour: '#ef6c00',
  position: 1,
});
export const coffee = makeCategory({
  name: 'Coffee',
  slug: 'coffee',
  parentCategoryId: hotDrinks.id,
});
export const flatWhite = makeFlatWhite({ parentCategoryId: coffee.id, position: 1 });
export const espresso = makeProduct({ name: 'Espresso', price: 220, parentCategoryId: coffee.id });
export const openFood = makeProduct({
  name: 'Open Food',
  price: 0,
  hasVariablePrice: true,
  position: 2,
});
export const sam = makeCashier({ username: 'Sam', hasEditPermission: true });
export const alex = makeCashier({ username: 'Alex', hasPin: false, hasEditPermission: false });
export const staff = makeSession({ user: makeUser({ groups: [] }) });

export const tillRoutes = (cashier: Cashier): StubRoutes => ({
  'GET /api/accounts/cashier/current/': { body: toWire({ cashier }) },
  'GET /api/till-config/': {
    body: { feature_quick_till: true, feature_full_till: true, default_till_view: 'full_till' },
  },
  'GET /api/orders/categories/list/': {
    body: toWire({ categories: [food, hotDrinks], products: [openFood] }),
  },
  'GET /api/orders/categories/retrieve/hot-drinks/': {
    body: toWire(makeCategoryDetail(hotDrinks, { children: [coffee] })),
  },
  'GET /api/orders/categories/retrieve/coffee/': {
    body: toWire(
      makeCategoryDetail(coffee, {
        ancestors: [{ id: hotDrinks.id, slug: hotDrinks.slug, name: hotDrinks.name }],
        products: [flatWhite, espresso],
      }),
    ),
  },
  'GET /api/orders/categories/list_all/': { body: toWire([hotDrinks, food, coffee]) },
  'GET /api/orders/products/': { body: toWire([openFood, flatWhite, espresso]) },
  'GET /api/orders/favourites/': { body: [] },
});

/** The till category view at `initialPath`, on a wide screen, with `cashier` signed in. */
export const renderTill = (
  initialPath: string,
  session: Session = staff,
  cashier: Cashier = sam,
  extraRoutes: StubRoutes = {},
) => {
  stubWideTillScreen();
  const fetchStub = stubFetch({ ...tillRoutes(cashier), ...extraRoutes });
  const view = renderRoute({
    session,
    initialPath,
    routes: [{ path: '/till/*', element: <TillPage /> }],
  });
  return { ...view, ...fetchStub };
};
