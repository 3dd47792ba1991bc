import type { ImportProblem } from '@opentill/contract/catalogue/catalogue-import.schemas';
import {
  MAX_NAME_LENGTH,
  readAttributeLabels,
  readCategoryPath,
  readOptions,
  readPrice,
  readStock,
  readTakeawayVatRate,
  readVatRate,
  type CellResult,
} from './csv-cells.js';
import { cellAt, columnIndex, type CsvRow, type ProductDraft } from './import-draft.js';
import type { CsvTable } from './read-csv.js';

export const MAX_DESCRIPTION_LENGTH = 1000;

/** Collects a row's problems, each under the column the file names. */
export const problemsOf = (row: number) => {
  const errors: ImportProblem[] = [];
  return {
    errors,
    add: (column: string, message: string) => errors.push({ row, column, message }),
    /** The value, or undefined after noting the problem. */
    take<T>(column: string, result: CellResult<T>): T | undefined {
      if (result.ok) return result.value;
      errors.push({ row, column, message: result.message });
      return undefined;
    },
  };
};

export const checkName = (
  name: string,
  add: (column: string, message: string) => void,
  column: string,
) => {
  if (name === '') add(column, 'Enter the product’s name.');
  else if (name.length > MAX_NAME_LENGTH) add(column, 'Name is too long (maximum 64 characters).');
};

export const checkDescription = (
  description: string,
  add: (column: string, message: string) => void,
  column: string,
) => {
  if (description.length > MAX_DESCRIPTION_LENGTH)
    add(column, 'Keep the description under 1,000 characters.');
};

/**
 * OpenTill's own file: one product a row. Only Name and Price must be there; a column
 * that is missing leaves that field of an existing product as it is.
 */
export const readOpenTillFile = ({ header, rows }: CsvTable): ProductDraft[] => {
  const at = {
    name: columnIndex(header, 'Name'),
    category: columnIndex(header, 'Category', 'Category path'),
    price: columnIndex(header, 'Price'),
    vat: columnIndex(header, 'VAT rate', 'VAT'),
    takeawayVat: columnIndex(
      header,
      'Takeaway VAT rate',
      'Takeaway VAT',
      'VAT rate takeaway',
      'VAT takeaway',
    ),
    options: columnIndex(header, 'Options'),
    stock: columnIndex(header, 'Stock'),
    attributes: columnIndex(header, 'Attributes'),
    description: columnIndex(header, 'Description'),
  };
  const has = (index: number) => index >= 0;
  return rows.map((row: CsvRow): ProductDraft => {
    const p = problemsOf(row.row);
    const cell = (index: number) => cellAt(row, index);
    const name = cell(at.name);
    checkName(name, p.add, 'Name');
    const description = has(at.description) ? cell(at.description) : undefined;
    if (description !== undefined) checkDescription(description, p.add, 'Description');
    const categoryPath = p.take('Category', readCategoryPath(cell(at.category))) ?? [];
    const pricePence = p.take('Price', readPrice(cell(at.price))) ?? null;
    const vat = has(at.vat) ? p.take('VAT rate', readVatRate(cell(at.vat))) : undefined;
    // A file from before issue 16 has one rate: it is charged both ways, as the server does.
    const takeawayVat = has(at.takeawayVat)
      ? p.take('Takeaway VAT rate', readTakeawayVatRate(cell(at.takeawayVat), vat))
      : vat;
    return {
      rows: [row.row],
      name,
      categoryPath,
      pricePence,
      ...(has(at.vat) ? { vatRateBasisPoints: vat } : {}),
      ...(takeawayVat === undefined ? {} : { vatRateTakeawayBasisPoints: takeawayVat }),
      ...(has(at.options) ? { options: p.take('Options', readOptions(cell(at.options))) } : {}),
      ...(has(at.stock) ? { stock: p.take('Stock', readStock(cell(at.stock))) } : {}),
      ...(has(at.attributes) ? { attributeLabels: readAttributeLabels(cell(at.attributes)) } : {}),
      ...(description === undefined ? {} : { description }),
      errors: p.errors,
    };
  });
};
