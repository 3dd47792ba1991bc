import { stringify } from 'csv-stringify/browser/esm/sync';
import { CSV_BOM } from './csv-bom.js';

// The one CSV writer, for the server's streamed transactions file and the web's
// products file, so both follow the same rules: RFC 4180 quoting (csv-stringify),
// CRLF line ends, the byte order mark Excel needs to read 'Café' as UTF-8, and one
// formula guard. The browser build of csv-stringify runs in Node too: one code path.

export type CsvCell = string | number;

// A spreadsheet runs a cell starting with one of these as a formula (OWASP CSV injection),
// the full-width forms included; such a cell gets a leading apostrophe, shown as text.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
// A plain signed number ('-2.50') is a value, not a formula, and must stay summable.
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** A text cell as it is written: formula-looking text kept as text. */
export const guardFormula = (text: string): string =>
  FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;

/** Pence as pounds with two decimals and no symbol ('-2.50'), so a spreadsheet can add them up. */
export const csvPounds = (pence: number): string => {
  const abs = Math.abs(pence);
  return `${pence < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * Rows as CSV text, every line ending CRLF. `withBom` starts the text with the byte
 * order mark: only a file's first chunk has it. A cell is quoted when it holds a comma,
 * a quote or a line break, or starts or ends with a space a reader might trim.
 */
export const csvLines = (
  rows: readonly (readonly CsvCell[])[],
  { withBom = false }: { withBom?: boolean } = {},
): string =>
  (withBom ? CSV_BOM : '') +
  (rows.length === 0
    ? ''
    : stringify(
        rows.map((row) => [...row]),
        {
          record_delimiter: 'windows',
          // Without this, a custom record delimiter leaves a lone \n or \r in a cell unquoted.
          quote_record_delimiter: true,
          quoted_match: /^\s|\s$/,
          cast: { string: guardFormula },
        },
      ));

/** A whole CSV file: the byte order mark, the header and the rows. */
export const csvFile = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  csvLines([header, ...rows], { withBom: true });
