import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '@/features/settings/api/settings-query';

export type SettingsQueryBoundaryProps<T> = {
  section: string;
  children: (saved: T) => ReactNode;
};

/** Loads a section's saved settings, with a way to try again when that fails. */
export const SettingsQueryBoundary = <T,>({ section, children }: SettingsQueryBoundaryProps<T>) => {
  const query = useQuery(settingsQueryOptions<T>(section));
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        The settings could not be loaded.
      </Alert>
    );
  return (
    <Stack sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-label="Loading settings" />
    </Stack>
  );
};
