/** A page of Settings (issue 14): each section is its own page, saved with its own Save. */
export type SettingsSection = { label: string; path: string };

/** In the order a new merchant sets them up; app/router.tsx registers a page for each. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { label: 'Business', path: '/settings/business' },
  { label: 'Features', path: '/settings/features' },
  { label: 'Allergens', path: '/settings/allergens' },
  { label: 'Till', path: '/settings/till' },
];

export const FIRST_SETTINGS_PATH = '/settings/business';
