/** The Settings sections' pages, each loaded on first visit (DESIGN.md §8). */

export const lazyBusinessSettings = async () => ({
  Component: (await import('@/features/settings/routes/business-settings-page'))
    .BusinessSettingsPage,
});

export const lazyFeaturesSettings = async () => ({
  Component: (await import('@/features/settings/routes/features-settings-page'))
    .FeaturesSettingsPage,
});

export const lazyAllergensSettings = async () => ({
  Component: (await import('@/features/settings/routes/allergens-settings-page'))
    .AllergensSettingsPage,
});

export const lazyTillSettings = async () => ({
  Component: (await import('@/features/settings/routes/till-settings-page')).TillSettingsPage,
});

export const lazyCatalogueIo = async () => ({
  Component: (await import('@/features/catalogue-io/routes/catalogue-io-page')).CatalogueIoPage,
});

export const lazyOpeningHoursSettings = async () => ({
  Component: (await import('@/features/settings/routes/opening-hours-settings-page'))
    .OpeningHoursSettingsPage,
});

export const lazyOrderingSettings = async () => ({
  Component: (await import('@/features/settings/routes/ordering-settings-page'))
    .OrderingSettingsPage,
});

export const lazyTablesSettings = async () => ({
  Component: (await import('@/features/settings/routes/tables-settings-page')).TablesSettingsPage,
});

export const lazyMenusSettings = async () => ({
  Component: (await import('@/features/settings/routes/menus-settings-page')).MenusSettingsPage,
});

export const lazyDiscountsSettings = async () => ({
  Component: (await import('@/features/settings/routes/discounts-settings-page'))
    .DiscountsSettingsPage,
});
