import { cellAt, columnIndex, type CsvRow, type ProductDraft } from './import-draft.js';
import {
  draftsFromGroup,
  type Variation,
  type VariationColumns,
  type VariationGroup,
} from './import-variations.js';
import { groupRows, prefixedColumn, variationOptions, withVat } from './import-square.js';
import type { CsvTable } from './read-csv.js';

// Loyverse's item export (Back Office → Items → Export): a row per variant sharing a
// Handle, with Name, Category, Description, Option 1–3 name and value, Price (older
// files: Default price; several stores: "Price [store]"; empty: variable), Track stock,
// "In stock [store]" and "Tax - <name>" columns.

export const readLoyverseFile = ({ header, rows }: CsvTable): ProductDraft[] => {
  const at = {
    handle: columnIndex(header, 'Handle'),
    name: columnIndex(header, 'Name'),
    category: columnIndex(header, 'Category'),
    description: columnIndex(header, 'Description'),
    price: (() => {
      const exact = columnIndex(header, 'Price', 'Default price');
      return exact >= 0 ? exact : prefixedColumn(header, 'Price [');
    })(),
    stock: (() => {
      const exact = columnIndex(header, 'In stock');
      return exact >= 0 ? exact : prefixedColumn(header, 'In stock [');
    })(),
    trackStock: columnIndex(header, 'Track stock'),
  };
  const options = [1, 2, 3]
    .map(
      (n) =>
        [
          columnIndex(header, `Option ${n} name`),
          columnIndex(header, `Option ${n} value`),
        ] as const,
    )
    .filter(([name, value]) => name >= 0 && value >= 0);
  const columns: VariationColumns = {
    name: 'Name',
    category: 'Category',
    price: header[at.price] ?? 'Price',
    stock: header[at.stock] ?? 'In stock',
    description: 'Description',
    variation: 'Option 1 value',
  };
  // Variant rows may leave Name empty: the Handle ties them to their item.
  const keyOf = (row: CsvRow) => {
    const handle = cellAt(row, at.handle);
    return handle === '' ? `name:${cellAt(row, at.name).toLowerCase()}` : `handle:${handle}`;
  };
  return groupRows(rows, keyOf).flatMap((group) => {
    const [first] = group;
    if (!first) return [];
    const named = group.find((row) => cellAt(row, at.name) !== '') ?? first;
    const isTracked = at.trackStock < 0 || !/^(n|no|false)$/i.test(cellAt(named, at.trackStock));
    const variations: Variation[] = group.map((row) => {
      const values = variationOptions(row, options);
      return {
        row: row.row,
        label: values.map(([, value]) => value).join(', '),
        options: values,
        price: cellAt(row, at.price),
        ...(at.stock >= 0 ? { stock: isTracked ? cellAt(row, at.stock) : '' } : {}),
      };
    });
    const item: VariationGroup = {
      firstRow: first.row,
      name: cellAt(named, at.name),
      category: cellAt(named, at.category),
      ...(at.description >= 0 ? { description: cellAt(named, at.description) } : {}),
      ...withVat(header, named.cells),
      variations,
    };
    return draftsFromGroup(item, columns);
  });
};
