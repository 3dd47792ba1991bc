import { parseHhmm, parseLocalDateKey } from '@opentill/contract/time/local-date';
import { toZonedIso } from '@opentill/contract/time/zoned-format';
import { zonedToInstant } from '@opentill/contract/time/zoned-time';

/**
 * "2026-11-26" and "12:30" in the merchant's time zone → "2026-11-26T12:30:00+00:00", the
 * slot's start with the offset in force at the slot (DESIGN.md §11), whatever the till's
 * own time zone is.
 */
export const slotStartIso = (date: string, time: string, timeZone: string): string =>
  toZonedIso(zonedToInstant(parseLocalDateKey(date), parseHhmm(time), timeZone), timeZone);
