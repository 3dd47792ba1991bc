import {
  catalogueImportMessages as msg,
  type ImportFormat,
} from '@opentill/contract/catalogue/catalogue-import.schemas';
import { AppError } from '@/http/app-error.js';
import { formatCategoryPath } from './csv-cells.js';
import { normaliseHeader, type ProductDraft } from './import-draft.js';
import { readLoyverseFile } from './import-loyverse.js';
import { readOpenTillFile } from './import-opentill.js';
import { readSquareFile } from './import-square.js';
import { readCsv, type CsvTable } from './read-csv.js';

/** Which system wrote the file, from its header row alone. */
export const detectFormat = (header: readonly string[]): ImportFormat => {
  const names = new Set(header.map(normaliseHeader));
  if (names.has('handle') && names.has('name')) return 'loyverse';
  if (names.has('item name')) return 'square';
  if (names.has('name') && names.has('price')) return 'opentill';
  throw AppError.field('csv', msg.unknownHeader);
};

const readers: Record<ImportFormat, (table: CsvTable) => ProductDraft[]> = {
  opentill: readOpenTillFile,
  square: readSquareFile,
  loyverse: readLoyverseFile,
};

export const productKey = (name: string, categoryPath: readonly string[]): string =>
  [...categoryPath, name].map((part) => part.trim().toLowerCase()).join('\n');

/** A product may appear once: a second row with its name in its category is an error. */
const markDuplicates = (drafts: ProductDraft[], nameColumn: string): void => {
  const firstRowOf = new Map<string, number>();
  for (const draft of drafts) {
    if (draft.name === '') continue;
    const key = productKey(draft.name, draft.categoryPath);
    const first = firstRowOf.get(key);
    const row = draft.rows[0] ?? 0;
    if (first === undefined) firstRowOf.set(key, row);
    else {
      const where =
        draft.categoryPath.length > 0 ? ` in ${formatCategoryPath(draft.categoryPath)}` : '';
      draft.errors.push({
        row,
        column: nameColumn,
        message: `Row ${first} already has ${draft.name}${where}. Each product can appear once.`,
      });
    }
  }
};

const NAME_COLUMN: Record<ImportFormat, string> = {
  opentill: 'Name',
  square: 'Item Name',
  loyverse: 'Name',
};

/** The file read into product drafts, each with the problems of its own cells. */
export const readCatalogueFile = (
  text: string,
): { format: ImportFormat; drafts: ProductDraft[] } => {
  const table = readCsv(text);
  const format = detectFormat(table.header);
  const drafts = readers[format](table);
  markDuplicates(drafts, NAME_COLUMN[format]);
  return { format, drafts };
};
