import { lazy } from 'react';

// The edit dialogs ship in their own chunks: a cashier who never edits never downloads
// them. Edit mode fetches them ahead of the first tap (preloadEditDialogs).

const loadProductEditDialog = () => import('@/features/till/components/edit/product-edit-dialog');
const loadCategoryEditDialog = () => import('@/features/till/components/edit/category-edit-dialog');
const loadCashierEditDialog = () => import('@/features/till/components/edit/cashier-edit-dialog');
const loadQuickTillProductDialog = () =>
  import('@/features/till/components/quick-till/quick-till-product-dialog');

export const LazyProductEditDialog = lazy(async () => ({
  default: (await loadProductEditDialog()).ProductEditDialog,
}));
export const LazyCategoryEditDialog = lazy(async () => ({
  default: (await loadCategoryEditDialog()).CategoryEditDialog,
}));
export const LazyCashierEditDialog = lazy(async () => ({
  default: (await loadCashierEditDialog()).CashierEditDialog,
}));

export const LazyQuickTillProductDialog = lazy(async () => ({
  default: (await loadQuickTillProductDialog()).QuickTillProductDialog,
}));

// A preload that fails (the network dropped, or a test's environment is already gone) is
// harmless: the dialog's lazy() loads it again when it is opened. Never an unhandled error.
const ignore = () => undefined;

export const preloadCatalogueEditDialogs = (): void => {
  loadProductEditDialog().catch(ignore);
  loadCategoryEditDialog().catch(ignore);
};

export const preloadCashierEditDialog = (): void => {
  loadCashierEditDialog().catch(ignore);
};
