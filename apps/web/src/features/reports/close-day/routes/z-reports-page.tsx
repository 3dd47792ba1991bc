import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FALLBACK_TIME_ZONE } from '@opentill/contract/time/zoned-format';
import { useSession } from '@/api/get-session';
import { Z_REPORTS_PAGE_SIZE, useZReports } from '@/features/reports/close-day/api/get-z-reports';
import { CloseDayFrame } from '@/features/reports/close-day/components/close-day-frame';
import { ZReportList } from '@/features/reports/close-day/components/z-report-list';
import { ListPager } from '@/ui/list-pager';

export const NO_Z_REPORTS = 'No Z reports yet.';

/** Past Z reports (issue 16): every closed day, newest first, each opening its figures. */
export const ZReportsPage = () => {
  const timeZone = useSession().client?.timeZone ?? FALLBACK_TIME_ZONE;
  const [page, setPage] = useState(1);
  const list = useZReports(page);

  return (
    <CloseDayFrame>
      <Stack spacing={2}>
        <Typography component="h2" variant="h2">
          Past Z reports
        </Typography>
        {list.isPending && (
          <Skeleton variant="rounded" height={240} aria-label="Loading the Z reports" />
        )}
        {list.isError && (
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                onClick={() => void list.refetch()}
                disabled={list.isFetching}
              >
                Try again
              </Button>
            }
          >
            The Z reports could not be loaded.
          </Alert>
        )}
        {list.data !== undefined && list.data.count === 0 && (
          <Typography color="text.secondary">{NO_Z_REPORTS}</Typography>
        )}
        {list.data !== undefined && list.data.results.length > 0 && (
          <>
            <ZReportList reports={list.data.results} timeZone={timeZone} />
            <ListPager
              page={page}
              pageSize={Z_REPORTS_PAGE_SIZE}
              count={list.data.count}
              countExact
              onPageChange={setPage}
              noun="Z reports"
            />
          </>
        )}
      </Stack>
    </CloseDayFrame>
  );
};
