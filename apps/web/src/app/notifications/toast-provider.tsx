import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS } from '@opentill/contract/constants';
import { AnnouncedToast } from '@/app/notifications/announced-toast';

export type ToastProviderProps = { children: ReactNode };

/** Toasts at the top for 2.5 s (spec 000 §2, §9), heard by screen readers over dialogs too. */
export const ToastProvider = ({ children }: ToastProviderProps) => (
  <SnackbarProvider
    maxSnack={3}
    autoHideDuration={TOAST_DURATION_MS}
    anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    Components={{
      default: AnnouncedToast,
      error: AnnouncedToast,
      success: AnnouncedToast,
      warning: AnnouncedToast,
      info: AnnouncedToast,
    }}
  >
    {children}
  </SnackbarProvider>
);
