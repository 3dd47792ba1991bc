import { useEffect, useRef, useState } from 'react';
import type { Alert } from '@opentill/contract/reports/report.schemas';
import { useMarkAlertsSeen } from '@/features/reports/api/mark-alerts-seen';

/** The server takes at most this many ids a call (the contract's limit). */
const MARK_SEEN_BATCH = 500;

/**
 * Once alerts are on screen, marks the unseen ones seen (so the drawer badge counts
 * down) and returns the ids that were new on this visit, which stay highlighted even
 * after a refetch brings them back as seen. Each id is sent once per visit.
 */
export const useMarkShownAlertsSeen = (
  alerts: readonly Alert[] | undefined,
): ReadonlySet<string> => {
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(() => new Set());
  const sentIds = useRef(new Set<string>());
  const { mutate } = useMarkAlertsSeen();

  useEffect(() => {
    if (alerts === undefined) return;
    const unseen = alerts.filter((alert) => !alert.seen && !sentIds.current.has(alert.id));
    if (unseen.length === 0) return;
    const ids = unseen.map((alert) => alert.id);
    for (const id of ids) sentIds.current.add(id);
    setNewIds((previous) => new Set([...previous, ...ids]));
    for (let start = 0; start < ids.length; start += MARK_SEEN_BATCH)
      mutate({ ids: ids.slice(start, start + MARK_SEEN_BATCH) });
  }, [alerts, mutate]);

  return newIds;
};
