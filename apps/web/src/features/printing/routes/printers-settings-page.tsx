import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { printingSettingsQueryOptions } from '@/features/printing/api/get-printing-settings';
import { PrintersSection } from '@/features/printing/components/printers/printers-section';
import { StationsSection } from '@/features/printing/components/stations/stations-section';
import { TillsSection } from '@/features/printing/components/tills/tills-section';
import { UnsavedChangesGuard } from '@/features/printing/components/unsaved-changes-guard';
import { useDirtyForms } from '@/features/printing/hooks/use-dirty-forms';

/**
 * /settings/printers (issue 17): the printers with their health, the stations and where
 * each category prints, and each till's receipt printer. Each part saves on its own.
 */
export const PrintersSettingsPage = () => {
  const settings = useQuery(printingSettingsQueryOptions());
  const { hasChanges, report } = useDirtyForms();
  const reportRoutes = useCallback((isDirty: boolean) => report('routes', isDirty), [report]);
  const reportTill = useCallback(
    (tillId: string, isDirty: boolean) => report(`till:${tillId}`, isDirty),
    [report],
  );

  if (settings.data === undefined)
    return settings.isError ? (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        }
      >
        The printing settings could not be loaded.
      </Alert>
    ) : (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading settings" />
      </Stack>
    );

  const { printers, stations, routes, tills } = settings.data;
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <PrintersSection printers={printers} tills={tills} />
      <StationsSection
        stations={stations}
        printers={printers}
        routes={routes}
        onDirtyChange={reportRoutes}
      />
      <TillsSection tills={tills} printers={printers} onDirtyChange={reportTill} />
      <UnsavedChangesGuard hasChanges={hasChanges} />
    </Stack>
  );
};
