import { PRODUCTS_CSV_HEADER } from '@opentill/contract/reports/report-constants';
import type { ProductSales } from '@opentill/contract/reports/report.schemas';
import { penceToCsvPounds, toCsvText } from '@/features/reports/export/csv-text';

/** product-sales-report.csv: the table's columns, in the table's order, pounds with pence. */
export const buildProductsCsv = (products: readonly ProductSales[]): string =>
  toCsvText(
    PRODUCTS_CSV_HEADER,
    products.map((product) => [product.name, penceToCsvPounds(product.amountTaken), product.sales]),
  );
