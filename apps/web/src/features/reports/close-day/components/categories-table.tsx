import { formatPence } from '@opentill/contract/money';
import type { DayFigures } from '@opentill/contract/reports/day-figures.schemas';
import {
  FigureRow,
  FigureTable,
  NoFiguresRow,
} from '@/features/reports/close-day/components/figure-table';

export type CategoriesTableProps = { categories: DayFigures['categories'] };

/** Units and their value by the category they sold under, before order discounts. */
export const CategoriesTable = ({ categories }: CategoriesTableProps) => (
  <FigureTable title="Sales by category" rowHeading="Category" columns={['Units', 'Sales']}>
    {categories.length === 0 && <NoFiguresRow columnCount={3} text="No sales yet." />}
    {categories.map((category) => (
      <FigureRow
        key={category.name}
        label={category.name}
        values={[category.units, formatPence(category.total)]}
      />
    ))}
  </FigureTable>
);
