import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { DiningTable } from '@/api/get-tables';
import type { OpenOrder } from '@/features/till/open-orders/get-open-orders';
import { openFor } from '@/features/till/open-orders/open-for';
import { useMinuteClock } from '@/features/till/open-orders/use-minute-clock';

export type TableButtonsProps = {
  tables: readonly DiningTable[];
  openOrders: readonly OpenOrder[];
  isDisabled?: boolean;
  /** The table map of open bills: a free table has nothing to open. */
  isFreeInert?: boolean;
  onTap: (table: DiningTable, openOrder: OpenOrder | null) => void;
};

/**
 * The table map: every active table as a big button; a table with an open bill shows
 * its total and how long it has been open, in the till's colour.
 */
export const TableButtons = ({
  tables,
  openOrders,
  isDisabled = false,
  isFreeInert = false,
  onTap,
}: TableButtonsProps) => {
  const now = useMinuteClock();
  return (
    <Box
      role="list"
      aria-label="Tables"
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))' }}
    >
      {tables
        .filter((table) => table.isActive)
        .map((table) => {
          const open = openOrders.find((order) => order.tableId === table.id) ?? null;
          const isInert = isDisabled || (isFreeInert && open === null);
          return (
            <Box role="listitem" key={table.id} sx={{ display: 'grid' }}>
              <ButtonBase
                disabled={isInert}
                onClick={() => onTap(table, open)}
                aria-label={
                  open === null
                    ? `Table ${table.name}, free`
                    : `Table ${table.name}, open bill ${formatPence(open.totalCost)}, open ${openFor(open.createdAt, now)}`
                }
                sx={{
                  minHeight: 88,
                  p: 1.5,
                  borderRadius: 2,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  justifyContent: 'space-between',
                  textAlign: 'left',
                  border: '2px solid',
                  borderColor: open === null ? '#c9d6d4' : 'primary.main',
                  bgcolor: open === null ? 'background.paper' : 'primary.main',
                  opacity: isDisabled ? 0.6 : 1,
                  color: open === null ? 'text.secondary' : 'primary.contrastText',
                }}
              >
                <Typography component="span" sx={{ fontSize: '1.375rem', fontWeight: 800 }}>
                  {table.name}
                </Typography>
                <Typography
                  component="span"
                  sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                >
                  {open === null
                    ? 'Free'
                    : `${formatPence(open.totalCost)} · ${openFor(open.createdAt, now)}`}
                </Typography>
              </ButtonBase>
            </Box>
          );
        })}
    </Box>
  );
};
