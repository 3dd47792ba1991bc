import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { orderTypeLabel } from '@opentill/contract/orders/deliver-to';
import { formatOrderDate } from '@/features/orders/components/order-labels';
import { PaymentChip } from '@/features/orders/components/payment-chip';
import { groupIdenticalItems, groupLabel } from '@/ui/group-identical-items';
import { orderStatusLabel } from '@/ui/order-labels';

export type OrdersTableProps = { orders: Order[]; onOpen: (order: Order) => void };

const itemsLine = (order: Order): string =>
  groupIdenticalItems(order.orderItems).map(groupLabel).join('; ');

const customerOf = (order: Order): string =>
  order.customer === null
    ? ''
    : [order.customer.name, order.customer.phone, order.customer.email]
        .filter((part) => part.trim() !== '')
        .join(' · ');

/**
 * The admin variant of the order list (000 §2): one row an order, its own page height
 * (25 rows a page, in a box as tall as the screen leaves, with the header kept in view)
 * so a manager at a desk scans a shift at once. A tap on a row opens the order.
 */
export const OrdersTable = ({ orders, onOpen }: OrdersTableProps) => (
  <TableContainer
    component="section"
    aria-label="Orders"
    sx={{
      // Its own page height: the rows scroll inside, the pager below stays in view.
      // A phone's toolbar wraps onto three rows, so it leaves less.
      maxHeight: { xs: 'calc(100dvh - 390px)', sm: 'calc(100dvh - 300px)' },
      minHeight: 320,
      border: 1,
      borderColor: 'divider',
      borderRadius: 2,
      bgcolor: 'background.paper',
    }}
  >
    <Table stickyHeader size="small" aria-label="Orders table">
      <TableHead>
        <TableRow>
          {/* What a row is for comes first, so a narrow screen scrolls only to the details. */}
          <TableCell>Order</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Payment</TableCell>
          <TableCell align="right">Total</TableCell>
          <TableCell>Method</TableCell>
          <TableCell>Customer</TableCell>
          <TableCell>Items</TableCell>
          <TableCell>Time</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow
            key={order.id}
            hover
            tabIndex={0}
            aria-label={`Order #${order.orderNumber}`}
            onClick={() => onOpen(order)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onOpen(order);
              }
            }}
            sx={{ cursor: 'pointer', height: 52 }}
          >
            <TableCell sx={{ fontWeight: 700 }}>#{order.orderNumber}</TableCell>
            <TableCell>{orderStatusLabel(order.status, order.deliverTo)}</TableCell>
            <TableCell>
              <PaymentChip status={order.orderPayment?.status} />
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatPence(order.totalCost)}
            </TableCell>
            <TableCell>{orderTypeLabel(order)}</TableCell>
            <TableCell>{customerOf(order)}</TableCell>
            <TableCell sx={{ minWidth: 200, maxWidth: 320 }}>
              {itemsLine(order)}
              {order.notes !== '' && (
                <Chip
                  size="small"
                  label={order.notes}
                  aria-label={`Notes: ${order.notes}`}
                  sx={{ ml: 1, bgcolor: '#fff4e0', maxWidth: 200 }}
                />
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatOrderDate(order.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
