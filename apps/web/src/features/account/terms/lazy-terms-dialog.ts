import { lazy } from 'react';

/** The terms are long: their text and dialog arrive in a chunk of their own. */
export const loadTermsDialog = () => import('@/features/account/terms/terms-dialog');

export const LazyTermsDialog = lazy(async () => ({
  default: (await loadTermsDialog()).TermsDialog,
}));
