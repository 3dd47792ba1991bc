/** Integer pence. Pounds exist only at the edges: display and input. */
export type Pence = number;

const poundsFormatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 320 → "£3.20"; -50 → "-£0.50". */
export const formatPence = (pence: Pence): string => poundsFormatter.format(pence / 100);

/**
 * "3.2", "£3.20", "3" → 320. Returns null for anything that is not a non-negative
 * amount with at most two decimals, so a typo never becomes a price.
 */
export const parsePounds = (input: string): Pence | null => {
  const match = /^£?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(input.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
