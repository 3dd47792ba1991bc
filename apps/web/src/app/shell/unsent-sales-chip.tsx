import { useEffect, useState } from 'react';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ErrorIcon from '@mui/icons-material/Error';
import Chip from '@mui/material/Chip';
import { useSession } from '@/api/get-session';
import { OutboxDialog } from '@/app/shell/outbox-dialog';
import { shortAgeText } from '@/offline/age-text';
import { oldestWrittenAt, useOutbox } from '@/offline/use-outbox';

/** The age moves on by itself, a little at a time: a till is looked at, not read. */
const useNow = (intervalMs: number): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
};

/**
 * In the top bar while sales wait on this till (issue 15): how many, and how old the oldest
 * is; amber, or red when one needs attention. Opens the list with Send now.
 */
export const UnsentSalesChip = () => {
  const { client } = useSession();
  const sales = useOutbox(client?.identifier ?? null);
  const [isOpen, setIsOpen] = useState(false);
  const now = useNow(15_000);
  const oldest = oldestWrittenAt(sales);
  const needsAttention = sales.some((sale) => sale.state === 'attention');
  if (sales.length === 0 && !isOpen) return null;
  const label =
    oldest === null
      ? 'No unsent sales'
      : `${sales.length} unsent · oldest ${shortAgeText(Math.max(0, now - oldest))}`;
  return (
    <>
      {sales.length > 0 && (
        <Chip
          icon={needsAttention ? <ErrorIcon /> : <CloudUploadIcon />}
          label={label}
          color={needsAttention ? 'error' : 'warning'}
          onClick={() => setIsOpen(true)}
          aria-label={`Unsent sales: ${label}${needsAttention ? ', needs attention' : ''}`}
          sx={{
            minHeight: 44,
            fontWeight: 700,
            fontSize: '0.95rem',
            maxWidth: '100%',
          }}
        />
      )}
      {isOpen && <OutboxDialog sales={sales} now={now} onClose={() => setIsOpen(false)} />}
    </>
  );
};
