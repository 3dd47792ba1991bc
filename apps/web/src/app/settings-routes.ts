import { redirect, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/app/route-handle';
import {
  lazyAllergensSettings,
  lazyBusinessSettings,
  lazyCatalogueIo,
  lazyDiscountsSettings,
  lazyFeaturesSettings,
  lazyMenusSettings,
  lazyOpeningHoursSettings,
  lazyOrderingSettings,
  lazyTablesSettings,
  lazyTillSettings,
} from '@/app/settings-route-loaders';
import { FIRST_SETTINGS_PATH } from '@/features/settings/settings-sections';

const handle: RouteHandle = { title: 'Settings' };

/** Settings → Printers (issue 17), loaded on first visit like the other sections. */
const lazyPrintersSettings = async () => ({
  Component: (await import('@/features/printing/routes/printers-settings-page'))
    .PrintersSettingsPage,
});

/**
 * The pages under /settings (issue 14), one for each entry of
 * features/settings/settings-sections.ts; /settings itself opens the first.
 */
export const settingsSectionRoutes: RouteObject[] = [
  { index: true, loader: () => redirect(FIRST_SETTINGS_PATH) },
  { path: 'business', lazy: lazyBusinessSettings, handle },
  { path: 'features', lazy: lazyFeaturesSettings, handle },
  { path: 'opening-hours', lazy: lazyOpeningHoursSettings, handle },
  { path: 'ordering', lazy: lazyOrderingSettings, handle },
  { path: 'tables', lazy: lazyTablesSettings, handle },
  { path: 'menus', lazy: lazyMenusSettings, handle },
  { path: 'allergens', lazy: lazyAllergensSettings, handle },
  { path: 'till', lazy: lazyTillSettings, handle },
  { path: 'printers', lazy: lazyPrintersSettings, handle },
  { path: 'discounts', lazy: lazyDiscountsSettings, handle },
  { path: 'catalogue', lazy: lazyCatalogueIo, handle },
];
