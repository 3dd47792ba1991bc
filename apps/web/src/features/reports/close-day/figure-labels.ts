import { format } from 'date-fns';
import { formatPence, type Pence } from '@opentill/contract/money';
import type {
  DayFigures,
  Tender,
  ZReportSummary,
} from '@opentill/contract/reports/day-figures.schemas';
import { formatInZone } from '@opentill/contract/time/zoned-format';
import { isSameMerchantDay } from '@/ui/zoned-time';

// The words and numbers of the X and Z screens, apart from their markup so they can be
// checked on their own.

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** 20 → "20%", 12.5 → "12.5%". */
export const vatRateLabel = (rate: number): string => `${percent.format(rate)}%`;

export const TENDER_LABELS: Record<Tender, string> = { cash: 'Cash', card: 'Card', other: 'Other' };

/** "Exact", "Short £10.00", "Over £2.50": a drawer's counted cash against what it should hold. */
export const varianceText = (variance: Pence): string => {
  if (variance === 0) return 'Exact';
  return `${variance > 0 ? 'Over' : 'Short'} ${formatPence(Math.abs(variance))}`;
};

/** "Thursday 26 November 2026": a business date is a calendar day, read without any zone. */
export const businessDateLabel = (businessDate: string): string => {
  const [year, month, day] = businessDate.split('-').map(Number) as [number, number, number];
  return format(new Date(year, month - 1, day), 'EEEE d MMMM yyyy');
};

/** "Thu 26 Nov 08:00 to 14:05", or across days "Wed 25 Nov 22:10 to Thu 26 Nov 14:05". */
export const periodLabel = ({ from, to }: Pick<DayFigures, 'from' | 'to'>, timeZone: string) => {
  const start = formatInZone(from, timeZone, 'EEE d MMM HH:mm');
  const endPattern = isSameMerchantDay(from, to, timeZone) ? 'HH:mm' : 'EEE d MMM HH:mm';
  return `${start} to ${formatInZone(to, timeZone, endPattern)}`;
};

/** "26 Nov 17:30 by Sam": a past day may be closed days later, so the date is given. */
export const closedLabel = (z: Pick<ZReportSummary, 'createdAt' | 'createdBy'>, timeZone: string) =>
  `${formatInZone(z.createdAt, timeZone, 'd MMM HH:mm')} by ${z.createdBy}`;

/** Whether anything at all happened in the period: a sale, a refund, a void or a drawer. */
export const hasActivity = (figures: DayFigures): boolean =>
  figures.transactionCount > 0 ||
  figures.refunds.count > 0 ||
  figures.voids.count > 0 ||
  figures.noSales > 0 ||
  figures.drawers.length > 0;
