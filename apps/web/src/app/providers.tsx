import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '@/app/notifications/toast-provider';
import { theme } from '@/app/theme';
import { browserPlatform, type Platform } from '@/platform/platform';
import { PlatformProvider } from '@/platform/platform-context';

export type AppProvidersProps = {
  queryClient: QueryClient;
  /** The browser unless the Android shell passes its own. */
  platform?: Platform;
  children: ReactNode;
};

export const AppProviders = ({ queryClient, platform, children }: AppProvidersProps) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <QueryClientProvider client={queryClient}>
      <PlatformProvider platform={platform ?? browserPlatform}>
        <ToastProvider>{children}</ToastProvider>
      </PlatformProvider>
    </QueryClientProvider>
  </ThemeProvider>
);
