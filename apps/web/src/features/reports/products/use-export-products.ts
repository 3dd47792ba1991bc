import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { PRODUCTS_CSV_FILENAME } from '@opentill/contract/reports/report-constants';
import { REPORT_MESSAGES } from '@opentill/contract/reports/report-messages';
import type { ReportRangeInput } from '@opentill/contract/reports/report.schemas';
import { topProductsQueryOptions } from '@/features/reports/api/get-top-products';
import { saveFile } from '@/features/reports/export/save-file';
import { sortProducts, type ProductSort } from '@/features/reports/products/product-sorting';

/**
 * 'Export to csv': the rows of the range on screen (fetched again only if they are not
 * loaded), in the table's order, saved as product-sales-report.csv in the browser.
 */
export const useExportProducts = (range: ReportRangeInput, sort: ProductSort) => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return async () => {
    let csv;
    try {
      // The CSV writer (csv-stringify, ~10 KB gzip) loads on the first export, not with the page.
      const [{ products }, { buildProductsCsv }] = await Promise.all([
        queryClient.ensureQueryData(topProductsQueryOptions(range)),
        import('@/features/reports/products/products-csv'),
      ]);
      csv = buildProductsCsv(sortProducts(products, sort));
    } catch {
      enqueueSnackbar(REPORT_MESSAGES.csvFetchFailed, { variant: 'error' });
      return;
    }
    try {
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), PRODUCTS_CSV_FILENAME);
    } catch {
      enqueueSnackbar(REPORT_MESSAGES.downloadDenied, { variant: 'error' });
    }
  };
};
