import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Printer } from '@opentill/contract/printing/printers.schemas';
import type { PrintRoutes, Station } from '@opentill/contract/printing/stations.schemas';
import { PrintingSection } from '@/features/printing/components/printing-section';
import { PrintRoutesForm } from '@/features/printing/components/routes/print-routes-form';
import { StationFormDialog } from '@/features/printing/components/stations/station-form-dialog';
import { StationRow } from '@/features/printing/components/stations/station-row';
import { PRINTING_UI as m } from '@/features/printing/printing-messages';

const NEEDS_PRINTER_ID = 'station-needs-printer';

export type StationsSectionProps = {
  stations: readonly Station[];
  printers: readonly Printer[];
  routes: PrintRoutes;
  onDirtyChange: (isDirty: boolean) => void;
};

/** The stations, adding one, and under them where each category and product prints. */
export const StationsSection = ({
  stations,
  printers,
  routes,
  onDirtyChange,
}: StationsSectionProps) => {
  const [isAdding, setIsAdding] = useState(false);
  return (
    <PrintingSection title="Stations" intro={m.stationsIntro}>
      {stations.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {m.noStations}
        </Alert>
      ) : (
        <Box component="ul" aria-label="Stations" sx={{ m: 0, p: 0, mb: 2 }}>
          {stations.map((station) => (
            <StationRow key={station.id} station={station} printers={printers} />
          ))}
        </Box>
      )}
      <Button
        variant="contained"
        size="large"
        disabled={printers.length === 0}
        onClick={() => setIsAdding(true)}
        aria-describedby={printers.length === 0 ? NEEDS_PRINTER_ID : undefined}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        Add station
      </Button>
      {printers.length === 0 && (
        <Typography id={NEEDS_PRINTER_ID} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {m.stationNeedsPrinter}
        </Typography>
      )}
      {isAdding && <StationFormDialog printers={printers} onClose={() => setIsAdding(false)} />}
      <PrintRoutesForm stations={stations} saved={routes} onDirtyChange={onDirtyChange} />
    </PrintingSection>
  );
};
