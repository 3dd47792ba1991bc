import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import type { ZReport } from '@opentill/contract/reports/day-figures.schemas';
import { FALLBACK_TIME_ZONE, merchantToday } from '@opentill/contract/time/zoned-format';
import { useSession } from '@/api/get-session';
import { zReportPath } from '@/features/reports/close-day/close-day-paths';
import { CloseDayCard } from '@/features/reports/close-day/components/close-day-card';
import { CloseDayDialog } from '@/features/reports/close-day/components/close-day-dialog';
import { CloseDayFrame } from '@/features/reports/close-day/components/close-day-frame';
import { XReportSection } from '@/features/reports/close-day/components/x-report-section';

export const dayClosedMessage = (z: Pick<ZReport, 'zNumber'>) => `Day closed: Z ${z.zNumber}.`;

/**
 * Close day (issue 16): the X report since the last Z, and the Z that closes the
 * business day, asked first; the new Z opens once it is made.
 */
export const CloseDayPage = () => {
  const timeZone = useSession().client?.timeZone ?? FALLBACK_TIME_ZONE;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [isClosing, setIsClosing] = useState(false);

  const showNewZ = (z: ZReport) => {
    setIsClosing(false);
    enqueueSnackbar(dayClosedMessage(z), { variant: 'success' });
    void navigate(zReportPath(z.id));
  };

  return (
    <CloseDayFrame>
      <Stack spacing={{ xs: 3, sm: 4 }}>
        <CloseDayCard onCloseDay={() => setIsClosing(true)} />
        <XReportSection timeZone={timeZone} />
      </Stack>
      {isClosing && (
        <CloseDayDialog
          today={merchantToday(timeZone)}
          onCancel={() => setIsClosing(false)}
          onClosed={showNewZ}
        />
      )}
    </CloseDayFrame>
  );
};
