export type CsvCell = string | number;

// Spreadsheets run a cell that starts with one of these as a formula; a product named
// "=HYPERLINK(…)" must stay text (OWASP CSV injection), so it gets a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. */
export const csvCell = (value: CsvCell): string => {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * A CSV file's text: CRLF line ends, and a byte order mark so Excel reads 'Café' as
 * UTF-8 rather than mangling it.
 */
export const toCsvText = (
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): string => `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** Pence as pounds with two decimals and no symbol, so a spreadsheet can add them up. */
export const penceToCsvPounds = (pence: number): string =>
  `${pence < 0 ? '-' : ''}${Math.floor(Math.abs(pence) / 100)}.${String(Math.abs(pence) % 100).padStart(2, '0')}`;
