import type { OpeningHoursSettings } from '@opentill/contract/settings/opening-hours-settings.schemas';
import type { Db } from '@/db/client.js';
import type { ClosedDay, OpeningHours } from '@/db/schema/values.js';
import type { AuditActor } from '@/modules/audit/audit.service.js';
import { lockClient, updateClient } from '@/modules/clients/client-rows.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { auditSettings, changedFields } from './settings-changes.js';

const byOpening = (a: OpeningHours, b: OpeningHours) =>
  a.weekday - b.weekday || a.opens.localeCompare(b.opens);

/** clients.opening_hours as the page edits it: seven days, Monday first, periods by time. */
export const toOpeningHoursSettings = (client: ClientRow): OpeningHoursSettings => ({
  days: Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    periods: client.openingHours
      .filter((hours) => hours.weekday === weekday)
      .sort(byOpening)
      .map(({ opens, closes }) => ({ opens, closes })),
  })),
  closedDays: client.closedDays,
});

/** What is stored: the flat opening_hours of slots, reports and alerts, and dated closures. */
const toStored = (input: OpeningHoursSettings) => ({
  openingHours: input.days
    .flatMap((day) => day.periods.map((period) => ({ weekday: day.weekday, ...period })))
    .sort(byOpening),
  closedDays: [...input.closedDays].sort((a, b) => a.date.localeCompare(b.date)) as ClosedDay[],
});

/** PUT settings/opening-hours/: the week and the closed days, audited as they were and are. */
export const saveOpeningHoursSettings = (
  db: Db,
  clientId: string,
  input: OpeningHoursSettings,
  actor: AuditActor,
): Promise<OpeningHoursSettings> =>
  db.transaction(async (tx) => {
    const before = await lockClient(tx, clientId);
    const next = toStored(input);
    const changes = changedFields(
      { openingHours: [...before.openingHours].sort(byOpening), closedDays: before.closedDays },
      next,
    );
    const after = await updateClient(tx, clientId, next);
    await auditSettings(tx, { clientId, section: 'opening_hours', changes, actor });
    return toOpeningHoursSettings(after);
  });
