import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS } from '@opentill/contract/constants';

/** Red error, green success, amber warning, blue info (spec 000 §2). */
const Toast = styled(MaterialDesignContent)(() => ({
  fontSize: '1rem',
  fontWeight: 500,
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#ffb300', color: '#1f1300' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
}));

export type ToastProviderProps = { children: ReactNode };

/** Toasts at the top for 2.5 s (spec 000 §2, §9). */
export const ToastProvider = ({ children }: ToastProviderProps) => (
  <SnackbarProvider
    maxSnack={3}
    autoHideDuration={TOAST_DURATION_MS}
    anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    Components={{ default: Toast, error: Toast, success: Toast, warning: Toast, info: Toast }}
  >
    {children}
  </SnackbarProvider>
);
