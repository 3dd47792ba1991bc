import { CATALOGUE_CSV_COLUMNS } from '@opentill/contract/catalogue/catalogue-import.schemas';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { csvFile, csvPounds, type CsvCell } from '@opentill/contract/csv/csv-text';
import type { Db } from '@/db/client.js';
import { loadCategoryRows } from './category.service.js';
import {
  formatCategoryPath,
  formatOptions,
  formatTakeawayVatRate,
  formatVatRate,
} from './csv-cells.js';
import { listProducts } from './product.service.js';
import type { CategoryRow } from './product-view.js';

/** Categories in till order, depth first, each with its path of names from the top. */
const categoryPaths = (rows: readonly CategoryRow[]): Map<string, string[]> => {
  const paths = new Map<string, string[]>();
  const visit = (parentId: string | null, path: string[]) => {
    for (const row of rows.filter((r) => r.parentCategoryId === parentId)) {
      const own = [...path, row.name];
      paths.set(row.id, own);
      visit(row.id, own);
    }
  };
  visit(null, []);
  return paths;
};

const basisPointsOf = (percent: number | null) =>
  percent === null ? null : Math.round(percent * 100);

const cellsOf = (product: Product, path: readonly string[]): CsvCell[] => [
  product.name,
  formatCategoryPath(path),
  csvPounds(product.price),
  formatVatRate(basisPointsOf(product.vatRate)),
  formatTakeawayVatRate(basisPointsOf(product.vatRateTakeaway), basisPointsOf(product.vatRate)),
  formatOptions(
    product.options.map((o) => ({
      label: o.label,
      multiple: o.multiple,
      choices: o.optionChoices.map((c) => ({ label: c.label, pricePence: c.price })),
    })),
  ),
  product.stock === null ? '' : product.stock,
  product.attributes.map((a) => a.shortLabel).join(' '),
  product.description,
];

/**
 * GET orders/products/export/: every live product in OpenTill's import format, top-level
 * products first, then each category in till order, so the file reads like the till.
 */
export const exportCatalogueCsv = async (db: Db, clientId: string): Promise<string> => {
  const [categoryRows, productList] = await Promise.all([
    loadCategoryRows(db, clientId),
    listProducts(db, clientId),
  ]);
  const paths = categoryPaths(categoryRows);
  const order = new Map([null, ...paths.keys()].map((id, index) => [id, index]));
  const rank = (p: Product) => order.get(p.parentCategoryId) ?? order.size;
  const sorted = [...productList].sort((a, b) => rank(a) - rank(b) || a.position - b.position);
  return csvFile(
    CATALOGUE_CSV_COLUMNS,
    sorted.map((p) => cellsOf(p, p.parentCategoryId ? (paths.get(p.parentCategoryId) ?? []) : [])),
  );
};
