import { isDeepStrictEqual } from 'node:util';
import type { Db } from '@/db/client.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** The fields `next` changes, each with what it was: what a settings audit row records. */
export const changedFields = <T extends Record<string, unknown>>(
  before: T,
  next: Partial<T>,
): FieldChanges => {
  const changes: FieldChanges = {};
  for (const [field, to] of Object.entries(next)) {
    if (to === undefined || isDeepStrictEqual(before[field], to)) continue;
    changes[field] = { from: before[field], to };
  }
  return changes;
};

/** One audit row per save of a section (`settings.business.changed`), only when something changed. */
export const auditSettings = async (
  tx: Db,
  entry: { clientId: string; section: string; changes: FieldChanges; actor: AuditActor },
): Promise<void> => {
  if (Object.keys(entry.changes).length === 0) return;
  await recordAudit(tx, {
    clientId: entry.clientId,
    actor: entry.actor,
    action: `settings.${entry.section}.changed`,
    entity: 'client',
    entityId: entry.clientId,
    details: entry.changes,
  });
};
