import { useId } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link, useParams } from 'react-router';
import { closeDayMessages } from '@opentill/contract/reports/close-day-messages';
import { FALLBACK_TIME_ZONE } from '@opentill/contract/time/zoned-format';
import { isApiError } from '@/api/api-error';
import { useSession } from '@/api/get-session';
import { useZReport } from '@/features/reports/close-day/api/get-z-report';
import { Z_REPORTS_PATH } from '@/features/reports/close-day/close-day-paths';
import { CloseDayFrame } from '@/features/reports/close-day/components/close-day-frame';
import { DayFiguresView } from '@/features/reports/close-day/components/day-figures-view';
import { DayReportActions } from '@/features/reports/close-day/components/day-report-actions';
import { ZReportHeader } from '@/features/reports/close-day/components/z-report-header';

/** One Z report (issue 16): its number, day and grand total, and the day's frozen figures. */
export const ZReportPage = () => {
  const { zReportId = '' } = useParams();
  const timeZone = useSession().client?.timeZone ?? FALLBACK_TIME_ZONE;
  const headingId = useId();
  const report = useZReport(zReportId);
  const z = report.data;
  const isMissing = isApiError(report.error) && report.error.status === 404;

  return (
    <CloseDayFrame>
      <Stack component="section" aria-labelledby={headingId} spacing={{ xs: 2, sm: 2.5 }}>
        <Button
          component={Link}
          to={Z_REPORTS_PATH}
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'flex-start', ml: -1 }}
        >
          All Z reports
        </Button>
        {report.isPending && (
          <Skeleton variant="rounded" height={320} aria-label="Loading the Z report" />
        )}
        {report.isError && (
          <Alert severity="error">
            {isMissing ? closeDayMessages.notFound : 'The Z report could not be loaded.'}
          </Alert>
        )}
        {z !== undefined && (
          <>
            <ZReportHeader z={z} headingId={headingId} timeZone={timeZone} />
            <DayReportActions target={{ kind: 'z', id: z.id, zNumber: z.zNumber }} text={z.text} />
            <DayFiguresView figures={z.figures} timeZone={timeZone} />
          </>
        )}
      </Stack>
    </CloseDayFrame>
  );
};
