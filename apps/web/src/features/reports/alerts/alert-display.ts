import { formatPence } from '@opentill/contract/money';
import {
  ALERT_TYPE_LABELS,
  ALERT_TYPES,
  type KnownAlertType,
} from '@opentill/contract/reports/report-constants';
import { summaryAlertHeading } from '@opentill/contract/reports/report-messages';
import type { Alert, SummaryAlertText } from '@opentill/contract/reports/report.schemas';
import { formatInZone } from '@opentill/contract/time/zoned-format';

/** Weekday, day-ordinal, HH:mm (spec 001 §2.13): 'Wednesday 25th 14:05'. */
export const ALERT_TIME_FORMAT = 'EEEE do HH:mm';

export type AlertChipColour = 'error' | 'success' | 'warning' | 'info' | 'primary' | 'default';

/** One colour per known type, so a glance tells them apart; unknown types are grey. */
const CHIP_COLOURS: Record<KnownAlertType, AlertChipColour> = {
  low_stock: 'error',
  overselling: 'success',
  underselling: 'warning',
  summary: 'info',
  price_review: 'primary',
};

const isKnownType = (type: string): type is KnownAlertType =>
  (ALERT_TYPES as readonly string[]).includes(type);

/** 'some_new_type' → 'Some new type', so a type the app does not know yet still reads. */
const humanise = (type: string): string => {
  const words = type.replaceAll('_', ' ').trim();
  return words === '' ? 'Alert' : `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}`;
};

export const alertTypeChip = (type: string): { label: string; colour: AlertChipColour } =>
  isKnownType(type)
    ? { label: ALERT_TYPE_LABELS[type], colour: CHIP_COLOURS[type] }
    : { label: humanise(type), colour: 'default' };

export const formatAlertTime = (iso: string, timeZone: string): string =>
  formatInZone(iso, timeZone, ALERT_TIME_FORMAT);

const isValidInstant = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The summary's JSON text, or null when it is not what the contract says (shown raw then). */
export const parseSummaryText = (text: string): SummaryAlertText | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { start_time: start, end_time: end, revenue } = parsed as Record<string, unknown>;
  if (!isValidInstant(start) || !isValidInstant(end)) return null;
  if (typeof revenue !== 'number' || !Number.isInteger(revenue)) return null;
  return { start_time: start, end_time: end, revenue };
};

export type AlertBody = { heading: string; amount: string | null };

/**
 * What an alert says: its text, or for a summary 'End of Service revenue for 08:00 to
 * 22:00:' and the takings in pounds. The end carries its weekday when the service ran
 * past midnight, so the range never reads backwards.
 */
export const describeAlert = (alert: Pick<Alert, 'type' | 'text'>, timeZone: string): AlertBody => {
  const summary = alert.type === 'summary' ? parseSummaryText(alert.text) : null;
  if (summary === null) return { heading: alert.text, amount: null };
  const sameDay =
    formatInZone(summary.start_time, timeZone, 'yyyy-MM-dd') ===
    formatInZone(summary.end_time, timeZone, 'yyyy-MM-dd');
  const start = formatInZone(summary.start_time, timeZone, 'HH:mm');
  const end = formatInZone(summary.end_time, timeZone, sameDay ? 'HH:mm' : 'EEEE HH:mm');
  return { heading: summaryAlertHeading(start, end), amount: formatPence(summary.revenue) };
};
