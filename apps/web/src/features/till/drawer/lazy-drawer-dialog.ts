import { lazy } from 'react';

// The drawer's forms load when the menu is first opened: the till's first screen carries
// only the Open till gate and the button.

const loadDrawerDialog = () => import('@/features/till/drawer/drawer-dialog');

export const LazyDrawerDialog = lazy(async () => ({
  default: (await loadDrawerDialog()).DrawerDialog,
}));

export const preloadDrawerDialog = (): void => {
  loadDrawerDialog().catch(() => undefined); // A failed preload loads again when opened.
};
