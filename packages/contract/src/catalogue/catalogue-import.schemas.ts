import { z } from 'zod';

// Catalogue in and out (issue 14): a CSV of products, previewed, then applied in
// one transaction. The file travels as text in JSON ({csv}); the server reads it.

/** The columns of OpenTill's own file, in the order the export writes them. */
export const CATALOGUE_CSV_COLUMNS = [
  'Name',
  'Category',
  'Price',
  'VAT rate',
  'Takeaway VAT rate',
  'Options',
  'Stock',
  'Attributes',
  'Description',
] as const;

export const CATALOGUE_CSV_FILENAME = 'opentill-catalogue.csv';

/** The largest file the import reads, in characters (about 2 MB of text). */
export const MAX_IMPORT_CSV_CHARS = 2_000_000;
/** Rows after the header. */
export const MAX_IMPORT_ROWS = 5_000;

export const catalogueImportMessages = {
  fileRequired: 'Choose a CSV file to import.',
  fileEmpty: 'The file is empty.',
  fileTooBig: 'The file is too big. Import at most 2 MB at a time, or split it into smaller files.',
  tooManyRows: `The file has too many rows. Import at most ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} products at a time.`,
  noRows: 'The file has a header row but no products.',
  unknownHeader:
    'The first row must be the column names of an OpenTill, Square or Loyverse export, such as Name, Category, Price.',
  hasErrors: (count: number) =>
    count === 1
      ? 'The file has 1 error. Fix it and preview again.'
      : `The file has ${count} errors. Fix them and preview again.`,
} as const;

/** POST orders/products/import/preview/ and orders/products/import/ */
export const catalogueImportInputSchema = z.object({
  csv: z
    .string({ error: catalogueImportMessages.fileRequired })
    .min(1, catalogueImportMessages.fileEmpty),
});
export type CatalogueImportInput = z.infer<typeof catalogueImportInputSchema>;

export const importFormatSchema = z.enum(['opentill', 'square', 'loyverse']);
export type ImportFormat = z.infer<typeof importFormatSchema>;

/** One problem in the file: its row as a spreadsheet numbers it (the header is row 1). */
export const importProblemSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importItemStatusSchema = z.enum(['new', 'updated', 'error']);
export type ImportItemStatus = z.infer<typeof importItemStatusSchema>;

/** A product the file makes or updates (Square and Loyverse give a row per variation). */
export const importItemSchema = z.object({
  rows: z.array(z.number().int()),
  name: z.string(),
  /** The category path as written, e.g. "Hot drinks > Coffee"; empty for the top level. */
  category: z.string(),
  /** Pence; null when the price cell has an error. */
  price: z.number().int().nullable(),
  /** Option sets as the till will ask them, e.g. "Milk (Whole, Oat)". */
  options: z.array(z.string()),
  status: importItemStatusSchema,
  errors: z.array(importProblemSchema),
});
export type ImportItem = z.infer<typeof importItemSchema>;

export const importCountsSchema = z.object({
  new: z.number().int(),
  updated: z.number().int(),
  errors: z.number().int(),
});

/** What the import would do; nothing is saved. */
export const importPreviewSchema = z.object({
  format: importFormatSchema,
  items: z.array(importItemSchema),
  /** Every problem, by row then column. */
  errors: z.array(importProblemSchema),
  counts: importCountsSchema,
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** What the import did, all in one transaction. */
export const importResultSchema = z.object({
  format: importFormatSchema,
  created: z.number().int(),
  updated: z.number().int(),
  categoriesCreated: z.number().int(),
  optionSetsCreated: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
