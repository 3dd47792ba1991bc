import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useXReport } from '@/features/reports/close-day/api/get-x-report';
import { DayFiguresView } from '@/features/reports/close-day/components/day-figures-view';
import { DayReportActions } from '@/features/reports/close-day/components/day-report-actions';
import { TillPicker } from '@/features/reports/close-day/components/till-picker';
import { hasActivity, periodLabel } from '@/features/reports/close-day/figure-labels';
import { useThisTill } from '@/features/reports/close-day/hooks/use-this-till';

export type XReportSectionProps = { timeZone: string };

/** The X report: the figures since the last Z, for the whole business or one till. */
export const XReportSection = ({ timeZone }: XReportSectionProps) => {
  const headingId = useId();
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const thisTill = useThisTill();
  const report = useXReport(deviceId);
  const tills =
    thisTill === null ? [] : [{ id: thisTill.id, name: `This till (${thisTill.name})` }];
  const figures = report.data?.figures;

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={{ xs: 2, sm: 2.5 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography id={headingId} component="h2" variant="h2">
            X report
          </Typography>
          <Typography color="text.secondary">
            {figures === undefined
              ? 'Since the last Z'
              : `Since the last Z: ${periodLabel(figures, timeZone)}`}
          </Typography>
        </Box>
        <Box sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <TillPicker deviceId={deviceId} tills={tills} onChange={setDeviceId} />
        </Box>
      </Box>
      {report.isPending && (
        <Skeleton variant="rounded" height={320} aria-label="Loading the X report" />
      )}
      {report.isError && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => void report.refetch()}
              disabled={report.isFetching}
            >
              Try again
            </Button>
          }
        >
          The X report could not be loaded.
        </Alert>
      )}
      {report.data !== undefined && (
        <>
          <DayReportActions target={{ kind: 'x', deviceId }} text={report.data.text} />
          {!hasActivity(report.data.figures) && (
            <Alert severity="info">
              Nothing has been sold, refunded or counted since the last Z.
            </Alert>
          )}
          <DayFiguresView figures={report.data.figures} timeZone={timeZone} />
        </>
      )}
    </Stack>
  );
};
