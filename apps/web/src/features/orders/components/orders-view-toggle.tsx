import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { OrderListView } from '@/features/orders/hooks/use-order-list-params';

export type OrdersViewToggleProps = {
  view: OrderListView;
  onChange: (view: OrderListView) => void;
};

/** Cards (the till's list, 001 §2.4) or Table (the admin variant, 000 §2). */
export const OrdersViewToggle = ({ view, onChange }: OrdersViewToggleProps) => (
  <ToggleButtonGroup
    exclusive
    value={view}
    onChange={(_, value: OrderListView | null) => {
      if (value !== null) onChange(value);
    }}
    aria-label="Show orders as"
    size="small"
  >
    <ToggleButton value="cards" sx={{ minHeight: 44, gap: 0.5, px: 1.5 }}>
      <ViewAgendaIcon fontSize="small" />
      Cards
    </ToggleButton>
    <ToggleButton value="table" sx={{ minHeight: 44, gap: 0.5, px: 1.5 }}>
      <TableRowsIcon fontSize="small" />
      Table
    </ToggleButton>
  </ToggleButtonGroup>
);
