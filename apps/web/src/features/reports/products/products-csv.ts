import { csvFile, csvPounds } from '@opentill/contract/csv/csv-text';
import { PRODUCTS_CSV_HEADER } from '@opentill/contract/reports/report-constants';
import type { ProductSales } from '@opentill/contract/reports/report.schemas';

/** product-sales-report.csv: the table's columns, in the table's order, pounds with pence. */
export const buildProductsCsv = (products: readonly ProductSales[]): string =>
  csvFile(
    PRODUCTS_CSV_HEADER,
    products.map((product) => [product.name, csvPounds(product.amountTaken), product.sales]),
  );
