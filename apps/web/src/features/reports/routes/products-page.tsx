import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DateRangeErrors } from '@opentill/contract/reports/report-dates';
import type { ReportRangeInput } from '@opentill/contract/reports/report.schemas';
import { useSession } from '@/api/get-session';
import { isTerminalDevice } from '@/api/session-access';
import { useTopProducts } from '@/features/reports/api/get-top-products';
import { FALLBACK_TIME_ZONE, merchantToday } from '@opentill/contract/time/zoned-format';
import { NoProductsSold } from '@/features/reports/products/no-products-sold';
import { ProductSalesTable } from '@/features/reports/products/product-sales-table';
import {
  DEFAULT_PRODUCT_SORT,
  nextProductSort,
  sortProducts,
} from '@/features/reports/products/product-sorting';
import { ProductSummaryChips } from '@/features/reports/products/product-summary-chips';
import { RangeFields } from '@/features/reports/products/range-fields';
import {
  checkRangeFields,
  defaultRangeFields,
  type RangeFields as RangeValues,
} from '@/features/reports/products/report-range';
import { useExportProducts } from '@/features/reports/products/use-export-products';
import { PageContainer } from '@/ui/page-container';

const PRODUCTS_MAX_WIDTH = 960;

const initialRange = (today: string): ReportRangeInput => {
  const fields = defaultRangeFields(today);
  const check = checkRangeFields(fields, today);
  if (!check.ok) throw new Error('The default report range breaks the range rules.');
  return check.range;
};

/** Products (spec 001 §2.13): what sold in a range, sortable, exportable in a browser. */
export const ProductsPage = () => {
  const session = useSession();
  const timeZone = session.client?.timeZone ?? FALLBACK_TIME_ZONE;
  const [fields, setFields] = useState<RangeValues>(() =>
    defaultRangeFields(merchantToday(timeZone)),
  );
  const [errors, setErrors] = useState<DateRangeErrors>({});
  const [range, setRange] = useState<ReportRangeInput>(() => initialRange(merchantToday(timeZone)));
  const [sort, setSort] = useState(DEFAULT_PRODUCT_SORT);
  const report = useTopProducts(range);
  const exportCsv = useExportProducts(range, sort);

  const changeField = (name: keyof RangeValues, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const go = () => {
    const check = checkRangeFields(fields, merchantToday(timeZone));
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    const isSameRange =
      check.range.fromDate === range.fromDate && check.range.toDate === range.toDate;
    if (isSameRange) void report.refetch();
    else setRange(check.range);
  };

  return (
    <PageContainer maxWidth={PRODUCTS_MAX_WIDTH}>
      <Stack spacing={2.5}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography component="h2" variant="h2">
            Sales Report for all products
          </Typography>
          {/* Offered even after a failed load: exporting asks again, and says so if it cannot. */}
          {!isTerminalDevice(session) && (
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void exportCsv()}
            >
              Export to csv
            </Button>
          )}
        </Box>
        <RangeFields
          values={fields}
          errors={errors}
          onChange={changeField}
          onSubmit={go}
          // Busy only while a new range loads, not during a quiet background refresh.
          isBusy={report.isLoading}
        />
        {report.isPending && (
          <Skeleton variant="rounded" height={240} aria-label="Loading product sales" />
        )}
        {report.isError && (
          <Alert severity="error">
            Product sales could not be loaded. Check the dates and press go.
          </Alert>
        )}
        {report.data !== undefined && (
          <>
            <ProductSummaryChips report={report.data} />
            {report.data.products.length === 0 ? (
              <NoProductsSold fromDate={report.data.fromDate} toDate={report.data.toDate} />
            ) : (
              <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
                <ProductSalesTable
                  products={sortProducts(report.data.products, sort)}
                  sort={sort}
                  onSort={(key) => setSort((current) => nextProductSort(current, key))}
                />
              </Paper>
            )}
          </>
        )}
      </Stack>
    </PageContainer>
  );
};
