import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PRINTER_HEALTH_LABELS,
  type PrinterHealth,
} from '@opentill/contract/printing/print-document';
import { useSession } from '@/api/get-session';
import { PRINTING_UI as m } from '@/features/printing/printing-messages';
import { formatClockTimeWithSeconds } from '@/ui/zoned-time';

const HEALTH_COLOURS: Record<PrinterHealth, ChipProps['color']> = {
  online: 'success',
  paper_out: 'warning',
  cover_open: 'warning',
  offline: 'error',
  unknown: 'default',
};

export type PrinterHealthBadgeProps = { health: PrinterHealth; checkedAt: string | null };

/** What the printer answered at its last check, and when, in the shop's time. */
export const PrinterHealthBadge = ({ health, checkedAt }: PrinterHealthBadgeProps) => {
  const timeZone = useSession().client?.timeZone ?? 'Europe/London';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip
        size="small"
        color={HEALTH_COLOURS[health]}
        label={PRINTER_HEALTH_LABELS[health]}
        sx={{ fontWeight: 600 }}
      />
      {checkedAt !== null && (
        <Typography variant="body2" color="text.secondary">
          {m.checkedAt(formatClockTimeWithSeconds(checkedAt, timeZone))}
        </Typography>
      )}
    </Stack>
  );
};
