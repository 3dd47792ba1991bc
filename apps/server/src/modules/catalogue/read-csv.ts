import { CsvError, parse } from 'csv-parse/sync';
import {
  catalogueImportMessages as msg,
  MAX_IMPORT_CSV_CHARS,
  MAX_IMPORT_ROWS,
} from '@opentill/contract/catalogue/catalogue-import.schemas';
import { AppError } from '@/http/app-error.js';
import type { CsvRow } from './import-draft.js';

export type CsvTable = { header: string[]; rows: CsvRow[] };

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * Spreadsheets set to some European locales save with ';' (and some tools with tabs):
 * the header row's most frequent candidate outside quotes decides.
 */
const delimiterOf = (text: string): string => {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let isQuoted = false;
  for (const c of text) {
    if (c === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (c === '\n' || c === '\r')) break;
    else if (!isQuoted && counts.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
};

// The export writes a cell that a spreadsheet would run as a formula with a leading
// apostrophe (csv-text's guard); reading it back takes the apostrophe off again.
const GUARDED = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const unguard = (cell: string) => (GUARDED.test(cell) ? cell.slice(1) : cell);

const csvError = (message: string) => AppError.field('csv', message);

/**
 * The file's header and rows, each row numbered as a spreadsheet shows it (the header
 * is row 1, so a quoted line break never shifts the numbers). Blank rows are dropped.
 */
export const readCsv = (text: string): CsvTable => {
  if (text.length > MAX_IMPORT_CSV_CHARS)
    throw AppError.detail('payload_too_large', msg.fileTooBig);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const near = error.lines === undefined ? '' : ` near line ${error.lines}`;
    throw csvError(
      `The file could not be read as CSV${near}. Check that every quote is closed, and save it as CSV again.`,
    );
  }
  const [header, ...body] = records;
  if (!header || header.every((cell) => cell.trim() === '')) throw csvError(msg.fileEmpty);
  const rows = body
    .map((cells, index) => ({ row: index + 2, cells: cells.map(unguard) }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw csvError(msg.noRows);
  if (rows.length > MAX_IMPORT_ROWS) throw csvError(msg.tooManyRows);
  return { header: header.map((cell) => cell.trim()), rows };
};
