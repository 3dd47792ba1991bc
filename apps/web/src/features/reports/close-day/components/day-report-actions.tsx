import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/Email';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DayReportTarget } from '@/features/reports/close-day/api/export-day-report';
import { useDayReportExports } from '@/features/reports/close-day/hooks/use-day-report-exports';
import { usePrintDayReport } from '@/features/reports/close-day/hooks/use-print-day-report';

export type DayReportActionsProps = {
  target: DayReportTarget;
  /** The report as 42-column text, as the server lays it out for the receipt printer. */
  text: string;
};

/** Print, Download CSV and Email to owner: the same three for an X and for a Z. */
export const DayReportActions = ({ target, text }: DayReportActionsProps) => {
  const { isPrinting, print } = usePrintDayReport(target, text);
  const { isDownloading, isEmailing, downloadCsv, emailToOwner } = useDayReportExports(target);
  return (
    <Box
      role="group"
      aria-label="Report actions"
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, max-content)' },
      }}
    >
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        loading={isPrinting}
        onClick={() => void print()}
      >
        Print
      </Button>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={isDownloading}
        onClick={() => void downloadCsv()}
      >
        Download CSV
      </Button>
      <Button
        variant="outlined"
        startIcon={<EmailIcon />}
        loading={isEmailing}
        onClick={() => void emailToOwner()}
      >
        Email to owner
      </Button>
    </Box>
  );
};
