import {
  cellAt,
  columnIndex,
  normaliseHeader,
  type CsvRow,
  type ProductDraft,
} from './import-draft.js';
import {
  draftsFromGroup,
  vatFromTaxColumns,
  type Variation,
  type VariationColumns,
  type VariationGroup,
} from './import-variations.js';
import type { CsvTable } from './read-csv.js';

// Square's "Export library" (Items → Actions → Export library, CSV): a row per
// variation, with Token, Item Name, Variation Name, SKU, Description, Category (newer
// files: Categories and Reporting Category), Price (empty: variable), Option Name/Value
// 1–3, "Current Quantity <location>", "Tax - <name> (<rate>%)" and Archived.

/** Columns starting with `prefix`, e.g. "Current Quantity Main Street". */
export const prefixedColumn = (header: readonly string[], prefix: string): number =>
  header.findIndex((h) => normaliseHeader(h).startsWith(normaliseHeader(prefix)));

const optionColumns = (
  header: readonly string[],
  nameOf: (n: number) => string,
  valueOf: (n: number) => string,
) =>
  [1, 2, 3]
    .map((n) => [columnIndex(header, nameOf(n)), columnIndex(header, valueOf(n))] as const)
    .filter(([name, value]) => name >= 0 && value >= 0);

export const variationOptions = (
  row: CsvRow,
  columns: readonly (readonly [number, number])[],
): [string, string][] =>
  columns
    .map(([name, value]): [string, string] => [cellAt(row, name), cellAt(row, value)])
    .filter(([name, value]) => name !== '' && value !== '');

/** Rows in file order, grouped under the key of the item they belong to. */
export const groupRows = <T>(rows: readonly T[], keyOf: (row: T) => string): T[][] => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
};

export const readSquareFile = ({ header, rows }: CsvTable): ProductDraft[] => {
  const at = {
    name: columnIndex(header, 'Item Name'),
    variation: columnIndex(header, 'Variation Name'),
    description: columnIndex(header, 'Description'),
    category: columnIndex(header, 'Category', 'Categories', 'Reporting Category'),
    price: columnIndex(header, 'Price'),
    stock: prefixedColumn(header, 'Current Quantity'),
    archived: columnIndex(header, 'Archived'),
  };
  const options = optionColumns(
    header,
    (n) => `Option Name ${n}`,
    (n) => `Option Value ${n}`,
  );
  const columns: VariationColumns = {
    name: 'Item Name',
    category: header[at.category] ?? 'Category',
    price: 'Price',
    stock: header[at.stock] ?? 'Current Quantity',
    description: 'Description',
    variation: 'Variation Name',
  };
  const live = rows.filter((row) => !/^(y|yes|true)$/i.test(cellAt(row, at.archived)));
  // A "Categories" cell may list several categories: the first one places the tile.
  const categoryOf = (row: CsvRow) =>
    normaliseHeader(columns.category) === 'categories'
      ? (cellAt(row, at.category).split(',')[0] ?? '').trim()
      : cellAt(row, at.category);
  return groupRows(
    live,
    (row) => `${cellAt(row, at.name).toLowerCase()}\n${categoryOf(row).toLowerCase()}`,
  ).flatMap((group) => {
    const [first] = group;
    if (!first) return [];
    const variations: Variation[] = group.map((row) => ({
      row: row.row,
      label: cellAt(row, at.variation),
      options: variationOptions(row, options),
      price: cellAt(row, at.price),
      ...(at.stock >= 0 ? { stock: cellAt(row, at.stock) } : {}),
    }));
    const description = group.map((row) => cellAt(row, at.description)).find((d) => d !== '');
    const item: VariationGroup = {
      firstRow: first.row,
      name: cellAt(first, at.name),
      category: categoryOf(first),
      ...(at.description >= 0 ? { description: description ?? '' } : {}),
      ...withVat(header, first.cells),
      variations,
    };
    return draftsFromGroup(item, columns);
  });
};

export const withVat = (header: readonly string[], cells: readonly string[]) => {
  const vat = vatFromTaxColumns(header, cells);
  return vat === undefined ? {} : { vatRateBasisPoints: vat };
};
