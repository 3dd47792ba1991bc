import type { ImportResult } from '@opentill/contract/catalogue/catalogue-import.schemas';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

export const CATALOGUE_IO_MESSAGES = {
  notCsv: 'Choose a CSV file (it ends in .csv).',
  readFailed: 'The file could not be read. Try saving it again as CSV.',
  previewFailed: 'Something went wrong checking the file. Try again.',
  importFailed: 'Something went wrong importing. Nothing was changed. Try again.',
  exportFailed: 'Something went wrong exporting the catalogue. Try again.',
  imported: (result: ImportResult) => {
    const parts = [
      plural(result.created, 'new product', 'new products'),
      plural(result.updated, 'product updated', 'products updated'),
    ];
    if (result.categoriesCreated > 0)
      parts.push(plural(result.categoriesCreated, 'new category', 'new categories'));
    if (result.optionSetsCreated > 0)
      parts.push(plural(result.optionSetsCreated, 'new option set', 'new option sets'));
    return `Imported: ${parts.join(', ')}.`;
  },
  errorCount: (count: number) =>
    count === 1
      ? 'The file has 1 error. Fix it in your spreadsheet, save, and choose the file again.'
      : `The file has ${count} errors. Fix them in your spreadsheet, save, and choose the file again.`,
} as const;
