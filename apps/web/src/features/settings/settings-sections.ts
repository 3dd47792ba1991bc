/** A page of Settings (issue 14): each section is its own page, saved with its own Save. */
export type SettingsSection = { label: string; path: string };

/** In the order a new merchant sets them up; app/router.tsx registers a page for each. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { label: 'Business', path: '/settings/business' },
  { label: 'Features', path: '/settings/features' },
  { label: 'Opening hours', path: '/settings/opening-hours' },
  { label: 'Ordering', path: '/settings/ordering' },
  { label: 'Tables', path: '/settings/tables' },
  { label: 'Menus', path: '/settings/menus' },
  { label: 'Allergens', path: '/settings/allergens' },
  { label: 'Till', path: '/settings/till' },
  { label: 'Printers', path: '/settings/printers' },
  { label: 'Discounts', path: '/settings/discounts' },
  { label: 'Import and export', path: '/settings/catalogue' },
];

export const FIRST_SETTINGS_PATH = '/settings/business';
