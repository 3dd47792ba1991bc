// Whether a product's sales in one service are news, against its mean for the
// same weekday's same service over the previous weeks (zeros count: a week it
// sold nothing is part of its usual).
//
// - Overselling: sold >= max(2 × mean, mean + 5). Twice the usual alone would
//   flag 2 sold against a usual 1; the +5 keeps small numbers quiet.
// - Underselling: the mean is at least 4 units and sold <= mean / 2. Below a
//   usual 4, selling half is ordinary noise, and a product that rarely sells
//   selling nothing is no news.

export const SELLING_WEEKS = 4;
export const OVERSELLING_FACTOR = 2;
export const OVERSELLING_MIN_EXCESS = 5;
export const UNDERSELLING_MIN_MEAN = 4;
export const UNDERSELLING_FACTOR = 0.5;

export type SellingVerdict = 'overselling' | 'underselling' | null;

export type ServiceSales = {
  /** Units sold in the service that just ended. */
  sold: number;
  /** Units sold over the same service in the previous SELLING_WEEKS weeks, together. */
  soldInWeeksBefore: number;
};

/** Compared in whole numbers (everything × SELLING_WEEKS), so a mean of 4.25 has no rounding. */
export const judgeSales = ({ sold, soldInWeeksBefore: total }: ServiceSales): SellingVerdict => {
  const soldTimesWeeks = sold * SELLING_WEEKS;
  const overBar = Math.max(
    OVERSELLING_FACTOR * total,
    total + OVERSELLING_MIN_EXCESS * SELLING_WEEKS,
  );
  if (soldTimesWeeks >= overBar) return 'overselling';
  const isUsuallyBusy = total >= UNDERSELLING_MIN_MEAN * SELLING_WEEKS;
  if (isUsuallyBusy && soldTimesWeeks <= UNDERSELLING_FACTOR * total) return 'underselling';
  return null;
};

/** The mean for a sentence: whole, or one decimal. */
export const formatMean = (soldInWeeksBefore: number): string => {
  const mean = soldInWeeksBefore / SELLING_WEEKS;
  return Number.isInteger(mean) ? String(mean) : mean.toFixed(1);
};
