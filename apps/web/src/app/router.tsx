import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { RootLayout } from '@/app/root-layout';
import { RouteErrorPage } from '@/app/route-error-page';
import type { RouteHandle } from '@/app/route-handle';
import {
  createRequireCashier,
  createRequireKitchen,
  createRequireUnpairedScreen,
  createRequireLoggedOut,
  createRequireLogin,
  createRequireReports,
  createRequireStaffAccess,
  createRequireSuperadmin,
  createRequireTerminalSettings,
  createSessionLoader,
} from '@/app/route-guards';
import { settingsSectionRoutes } from '@/app/settings-routes';
import { KitchenFrame } from '@/app/shell/kitchen-frame';
import { createRequireSetupNeeded } from '@/features/setup/setup-guards';
import { Shell } from '@/app/shell/shell';
import { LoadingScreen } from '@/ui/loading-screen';

const handle = (title: string): RouteHandle => ({ title });
const tillScreen = (title: string): RouteHandle => ({ title, isTillScreen: true });

/** Screens load on first visit, so each route ships only its own code (DESIGN.md §8). */
const lazyHome = async () => ({
  Component: (await import('@/features/home/routes/home-page')).HomePage,
});
const lazyEditPassword = async () => ({
  Component: (await import('@/features/auth/routes/edit-password-page')).EditPasswordPage,
});
const lazyLogin = async () => ({
  Component: (await import('@/features/auth/routes/login-page')).LoginPage,
});
const lazyResetPassword = async () => ({
  Component: (await import('@/features/auth/routes/reset-password-page')).ResetPasswordPage,
});
const lazyEditProfile = async () => ({
  Component: (await import('@/features/account/routes/edit-profile-page')).EditProfilePage,
});
const lazyAcceptInvite = async () => ({
  Component: (await import('@/features/account/routes/accept-invite-page')).AcceptInvitePage,
});
const lazyTill = async () => ({
  Component: (await import('@/features/till/routes/till-page')).TillPage,
});
const lazyCashierLogin = async () => ({
  Component: (await import('@/features/till/routes/cashier-login-page')).CashierLoginPage,
});
const lazyQuickTill = async () => ({
  Component: (await import('@/features/till/routes/quick-till-page')).QuickTillPage,
});
const lazyKitchen = async () => ({
  Component: (await import('@/features/kitchen/routes/kitchen-page')).KitchenPage,
});
const lazyDelivery = async () => ({
  Component: (await import('@/features/fulfilment/routes/delivery-page')).DeliveryPage,
});
const lazyCollection = async () => ({
  Component: (await import('@/features/fulfilment/routes/collection-page')).CollectionPage,
});
const lazyOrders = async () => ({
  Component: (await import('@/features/orders/routes/orders-page')).OrdersPage,
});
const lazyAlerts = async () => ({
  Component: (await import('@/features/reports/routes/alerts-page')).AlertsPage,
});
const lazyTodayReport = async () => ({
  Component: (await import('@/features/reports/routes/today-page')).TodayPage,
});
const lazyProductsReport = async () => ({
  Component: (await import('@/features/reports/routes/products-page')).ProductsPage,
});
const lazyTransactionsReport = async () => ({
  Component: (await import('@/features/reports/transactions/routes/transactions-page'))
    .TransactionsPage,
});
const lazyCloseDay = async () => ({
  Component: (await import('@/features/reports/close-day/routes/close-day-page')).CloseDayPage,
});
const lazyZReports = async () => ({
  Component: (await import('@/features/reports/close-day/routes/z-reports-page')).ZReportsPage,
});
const lazyZReport = async () => ({
  Component: (await import('@/features/reports/close-day/routes/z-report-page')).ZReportPage,
});
const lazyTips = async () => ({
  Component: (await import('@/features/reports/tips/routes/tips-page')).TipsPage,
});
const lazyReferrals = async () => ({
  Component: (await import('@/features/people/routes/referrals-page')).ReferralsPage,
});
const lazyHelp = async () => ({
  Component: (await import('@/features/people/routes/help-page')).HelpPage,
});
const lazyStaff = async () => ({
  Component: (await import('@/features/people/routes/staff-page')).StaffPage,
});
const lazyDevices = async () => ({
  Component: (await import('@/features/devices/routes/devices-page')).DevicesPage,
});
const lazyKitchenPair = async () => ({
  Component: (await import('@/features/kitchen/routes/kitchen-pair-page')).KitchenPairPage,
});
const lazySetup = async () => ({
  Component: (await import('@/features/setup/routes/setup-page')).SetupPage,
});
const lazySettingsLayout = async () => ({
  Component: (await import('@/features/settings/components/settings-layout')).SettingsLayout,
});
const lazyMerchants = async () => ({
  Component: (await import('@/features/merchants/routes/merchants-page')).MerchantsPage,
});
const lazyHandleLogin = async () => ({
  Component: (await import('@/features/auth/routes/handle-login-page')).HandleLoginPage,
});
const lazyRequestLogin = async () => ({
  Component: (await import('@/features/auth/routes/request-login-page')).RequestLoginPage,
});

/**
 * The route table (spec 001 §2.1, 000 §2): only screens that exist. Adding a route
 * here also shows its drawer entry (see app/shell/nav-entries.ts).
 */
export const createAppRoutes = (queryClient: QueryClient): RouteObject[] => {
  const requireCashier = createRequireCashier(queryClient);
  return [
    {
      id: 'root',
      element: <RootLayout />,
      loader: createSessionLoader(queryClient),
      hydrateFallbackElement: <LoadingScreen />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          // The main layout: login required, checked before every navigation inside it.
          element: <Shell />,
          loader: createRequireLogin(queryClient),
          shouldRevalidate: () => true,
          children: [
            { index: true, lazy: lazyHome, handle: handle('Home') },
            { path: 'edit-password', lazy: lazyEditPassword, handle: handle('Change Password') },
            { path: 'edit-profile', lazy: lazyEditProfile, handle: handle('Edit Profile') },
            { path: 'referrals', lazy: lazyReferrals, handle: handle('Refer a friend') },
            { path: 'help', lazy: lazyHelp, handle: handle('Help') },
            {
              // Owners and superadmins only: the guard sends anyone else Home.
              path: 'staff',
              lazy: lazyStaff,
              loader: createRequireStaffAccess(queryClient),
              shouldRevalidate: () => true,
              handle: handle('Staff'),
            },
            {
              // Settings (issue 14): owners and superadmins; the guard sends anyone else Home.
              path: 'settings',
              lazy: lazySettingsLayout,
              loader: createRequireStaffAccess(queryClient),
              shouldRevalidate: () => true,
              handle: handle('Settings'),
              children: settingsSectionRoutes,
            },
            {
              // Superadmins only (issue 14): the guard sends anyone else Home.
              path: 'merchants',
              lazy: lazyMerchants,
              loader: createRequireSuperadmin(queryClient),
              shouldRevalidate: () => true,
              handle: handle('Merchants'),
            },
            {
              // Devices (issue 14): owners and superadmins, and the paired terminal for its PIN
              // and hospitality mode; the guard sends anyone else Home.
              path: 'devices',
              lazy: lazyDevices,
              loader: createRequireTerminalSettings(queryClient),
              shouldRevalidate: () => true,
              handle: handle('Devices'),
            },
            // The terminal settings moved to Devices; old links and bookmarks follow them.
            { path: 'terminal', loader: () => redirect('/devices') },
            {
              path: 'till',
              children: [
                {
                  path: 'cashier-login',
                  lazy: lazyCashierLogin,
                  handle: handle('Cashier Log In'),
                },
                // The category view: /till, and /till/hot-drinks/coffee (the categorySlugPath).
                // Both routes render the same screen, so walking between levels keeps its state.
                { index: true, lazy: lazyTill, loader: requireCashier, handle: tillScreen('Till') },
                { path: '*', lazy: lazyTill, loader: requireCashier, handle: tillScreen('Till') },
              ],
            },
            { path: 'orders', lazy: lazyOrders, handle: handle('Orders') },
            {
              path: 'quick-till',
              lazy: lazyQuickTill,
              loader: requireCashier,
              handle: tillScreen('Quick Till'),
            },
            { path: 'delivery', lazy: lazyDelivery, handle: handle('Delivery') },
            { path: 'collection', lazy: lazyCollection, handle: handle('Collection') },
            {
              // Reports (spec 001 §2.13, §6): the guard sends anyone without reports access Home.
              path: 'reports',
              loader: createRequireReports(queryClient),
              shouldRevalidate: () => true,
              children: [
                { index: true, lazy: lazyAlerts, handle: handle('Alerts') },
                { path: 'today', lazy: lazyTodayReport, handle: handle('Today') },
                { path: 'revenue', lazy: lazyTransactionsReport, handle: handle('Transactions') },
                { path: 'top-sellers', lazy: lazyProductsReport, handle: handle('Products') },
                // X and Z reports (issue 16): the day's figures, closing the day, past Zs.
                { path: 'close-day', lazy: lazyCloseDay, handle: handle('Close day') },
                { path: 'close-day/z', lazy: lazyZReports, handle: handle('Close day') },
                { path: 'close-day/z/:zReportId', lazy: lazyZReport, handle: handle('Z report') },
                // The tips ledger (issue 16): tips by day and payment, sharing, statements.
                { path: 'tips', lazy: lazyTips, handle: handle('Tips') },
              ],
            },
          ],
        },
        {
          // Outside the main layout, full screen for a kitchen display (spec 001 §2.1); login
          // required, and a paired screen (Authorization: Screen) counts as logged in.
          path: 'kitchen',
          element: <KitchenFrame />,
          loader: createRequireKitchen(queryClient),
          children: [{ index: true, lazy: lazyKitchen, handle: handle('Kitchen') }],
        },
        {
          // A screen shows a code here for an owner to type on Devices (issue 14): no log-in.
          path: 'kitchen/pair',
          lazy: lazyKitchenPair,
          loader: createRequireUnpairedScreen(queryClient),
          handle: handle('Pair this screen'),
        },
        {
          // First run (issue 14): open only while no merchant exists.
          path: 'setup',
          lazy: lazySetup,
          loader: createRequireSetupNeeded(queryClient),
          handle: handle('Set up your business'),
        },
        {
          path: 'login',
          lazy: lazyLogin,
          loader: createRequireLoggedOut(queryClient),
          handle: handle('Log in'),
        },
        {
          path: 'request-login',
          lazy: lazyRequestLogin,
          loader: createRequireLoggedOut(queryClient),
          handle: handle('Log in by email link'),
        },
        { path: 'handle-login', lazy: lazyHandleLogin, handle: handle('Log in') },
        { path: 'reset-password', lazy: lazyResetPassword, handle: handle('Reset Password') },
        {
          path: 'accept-invite',
          lazy: lazyAcceptInvite,
          handle: handle('Create Your Account'),
        },
        { path: '*', element: <NotFoundPage />, handle: handle('Page not found') },
      ],
    },
  ];
};
