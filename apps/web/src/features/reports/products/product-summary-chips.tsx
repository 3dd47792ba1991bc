import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatPence } from '@opentill/contract/money';
import { daysInRange } from '@opentill/contract/reports/report-dates';
import type { TopProductsReport } from '@opentill/contract/reports/report.schemas';

/** '1 Day' / '7 Days' (spec 001 §2.13 asks for the singular). */
export const daysLabel = (days: number): string => `${days} ${days === 1 ? 'Day' : 'Days'}`;

/** '{n} Items'; one reads '1 Item', as the days do. */
export const itemsLabel = (items: number): string => `${items} ${items === 1 ? 'Item' : 'Items'}`;

export const summariseProducts = (report: TopProductsReport) => ({
  days: daysInRange(report.fromDate, report.toDate),
  totalPence: report.products.reduce((sum, product) => sum + product.amountTaken, 0),
  items: report.products.reduce((sum, product) => sum + product.sales, 0),
});

export type ProductSummaryChipsProps = { report: TopProductsReport };

export const ProductSummaryChips = ({ report }: ProductSummaryChipsProps) => {
  const { days, totalPence, items } = summariseProducts(report);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Summary">
      <Chip label={daysLabel(days)} aria-label={`Days: ${daysLabel(days)}`} />
      <Chip
        label={formatPence(totalPence)}
        color="primary"
        aria-label={`Total value: ${formatPence(totalPence)}`}
        sx={{ fontWeight: 700 }}
      />
      <Chip label={itemsLabel(items)} aria-label={`Items sold: ${itemsLabel(items)}`} />
    </Stack>
  );
};
