import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { DayFigures } from '@opentill/contract/reports/day-figures.schemas';
import { AdjustmentsTable } from '@/features/reports/close-day/components/adjustments-table';
import { CashMovementsTable } from '@/features/reports/close-day/components/cash-movements-table';
import { CategoriesTable } from '@/features/reports/close-day/components/categories-table';
import { DrawerCards } from '@/features/reports/close-day/components/drawer-cards';
import { FiguresSummary } from '@/features/reports/close-day/components/figures-summary';
import { TendersTable } from '@/features/reports/close-day/components/tenders-table';
import { TipsTable } from '@/features/reports/close-day/components/tips-table';
import { VatRatesTable } from '@/features/reports/close-day/components/vat-rates-table';

export type DayFiguresViewProps = { figures: DayFigures; timeZone: string };

/**
 * Every figure of an X or a Z, the same for both: the summary, then each group as a
 * table, two side by side from a tablet up. The drawers show where the merchant counts
 * them (an expected cash) or where one was opened.
 */
export const DayFiguresView = ({ figures, timeZone }: DayFiguresViewProps) => {
  const hasDrawers = figures.expectedCash !== null || figures.drawers.length > 0;
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <FiguresSummary figures={figures} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 2.5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <TendersTable tenders={figures.tenders} />
        <VatRatesTable figures={figures} />
        <AdjustmentsTable figures={figures} />
        <CashMovementsTable figures={figures} />
        <CategoriesTable categories={figures.categories} />
        {/* A Z closed before tips were kept has none: no table, rather than a false £0.00. */}
        {figures.tips !== undefined && (
          <TipsTable tips={figures.tips} cashTips={figures.cashTips} />
        )}
      </Box>
      {hasDrawers && <DrawerCards drawers={figures.drawers} timeZone={timeZone} />}
    </Stack>
  );
};
