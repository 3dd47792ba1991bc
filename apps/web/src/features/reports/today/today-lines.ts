import { formatDuration, intervalToDuration } from 'date-fns';
import type { TodayReport } from '@opentill/contract/reports/report.schemas';
import { formatInZone } from '@opentill/contract/time/zoned-format';

type Zoned = { timeZone: string };

/** 'Today Report for Thursday 26th November 2026' (spec 001 §2.13). */
export const todayHeading = (report: Pick<TodayReport, 'start'>, { timeZone }: Zoned): string =>
  `Today Report for ${formatInZone(report.start, timeZone, 'EEEE do MMMM yyyy')}`;

/** HH:mm, with the weekday when the instant is on another day than the report's moment. */
const clockAt = (iso: string, reference: string, timeZone: string): string => {
  const sameDay =
    formatInZone(iso, timeZone, 'yyyy-MM-dd') === formatInZone(reference, timeZone, 'yyyy-MM-dd');
  return formatInZone(iso, timeZone, sameDay ? 'HH:mm' : 'EEEE HH:mm');
};

/**
 * 'Status at 14:05: Open since 08:00' / 'Closed since 22:00'. The server leaves
 * statusSince out when the state began before yesterday; the line then ends at the state.
 */
export const statusLine = (
  report: Pick<TodayReport, 'generatedAt' | 'open' | 'statusSince'>,
  { timeZone }: Zoned,
): string => {
  const at = formatInZone(report.generatedAt, timeZone, 'HH:mm');
  const state = report.open ? 'Open' : 'Closed';
  if (report.statusSince === null) return `Status at ${at}: ${state}`;
  return `Status at ${at}: ${state} since ${clockAt(report.statusSince, report.generatedAt, timeZone)}`;
};

/** '2 hours 15 minutes'; under a minute reads 'less than a minute'. */
export const formatWait = (from: string, to: string): string => {
  const duration = intervalToDuration({ start: new Date(from), end: new Date(to) });
  const words = formatDuration(duration, { format: ['days', 'hours', 'minutes'] });
  return words === '' ? 'less than a minute' : words;
};

/** 'Closing in 2 hours 15 minutes at 22:00' / 'Open in … at 08:00'; null when nothing is due. */
export const nextChangeLine = (
  report: Pick<TodayReport, 'generatedAt' | 'open' | 'nextChangeAt'>,
  { timeZone }: Zoned,
): string | null => {
  if (report.nextChangeAt === null) return null;
  const wait = formatWait(report.generatedAt, report.nextChangeAt);
  const at = clockAt(report.nextChangeAt, report.generatedAt, timeZone);
  return `${report.open ? 'Closing' : 'Open'} in ${wait} at ${at}`;
};

/**
 * '12.5% increase over this period last week.' (spec 001 §2.13). The spec names only the
 * increase; a fall is as useful to a manager, so it reads '8% decrease …'. No change, or
 * nothing taken last week (null), shows no line.
 */
export const weekOnWeekLine = ({
  increaseOverLastWeek: change,
}: Pick<TodayReport, 'increaseOverLastWeek'>): string | null => {
  if (change === null || change === 0 || !Number.isFinite(change)) return null;
  const percent = Math.abs(change).toLocaleString('en-GB', { maximumFractionDigits: 1 });
  return `${percent}% ${change > 0 ? 'increase' : 'decrease'} over this period last week.`;
};
