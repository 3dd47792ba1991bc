import { format } from 'date-fns';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { itemsByCategory } from '@/ui/items-by-category';

export type OrderDetailsListProps = { order: Order };

/** 001 §2.4: name, phone, address, postcode joined by a colon; blanks left out. */
export const customerLine = (customer: Order['customer']): string =>
  customer === null
    ? ''
    : [customer.name, customer.phone, customer.address, customer.postcode]
        .filter((part) => part.trim() !== '')
        .join(': ');

/** As the order list shows dates (000 §9). */
const OFFLINE_DATE_FORMAT = 'HH:mm EEE do MMM';

/** Issue 15: both figures of an offline sale whose prices had changed; the order keeps the till's. */
export const priceReviewText = (tillTotal: number, catalogueTotal: number): string =>
  `Price review: the till charged ${formatPence(tillTotal)} while offline; the catalogue prices this order at ${formatPence(catalogueTotal)}. The order keeps what the customer paid.`;

const Row = ({ label, value }: { label: string; value: string }) => (
  <>
    <Typography component="dt" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </>
);

/**
 * Order number, cost, customer, notes and the items by category (001 §2.4 Details): the
 * Orders detail's Details tab, and the Transactions report's order details.
 */
export const OrderDetailsList = ({ order }: OrderDetailsListProps) => {
  const customer = customerLine(order.customer);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 1,
          m: 0,
        }}
      >
        <Row
          label="Order number"
          value={
            order.soldOfflineAt && order.deviceTicket
              ? `${order.orderNumber} · Ticket ${order.deviceTicket}`
              : String(order.orderNumber)
          }
        />
        {order.soldOfflineAt && (
          <Row
            label="Sold offline"
            value={format(new Date(order.soldOfflineAt), OFFLINE_DATE_FORMAT)}
          />
        )}
        <Row label="Cost" value={formatPence(order.totalCost)} />
        <Row label="Customer" value={customer === '' ? 'None' : customer} />
        <Row label="Notes" value={order.notes === '' ? 'None' : order.notes} />
      </Box>
      {order.priceReview && (
        <Alert severity="warning">
          {priceReviewText(order.priceReview.tillTotal, order.priceReview.catalogueTotal)}
        </Alert>
      )}
      {itemsByCategory(order.orderItems).map(([category, items]) => (
        <Box key={category} component="section" aria-label={category}>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
            {category}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {items.map((item) => (
              <li key={item.id}>
                <Typography component="span">{item.product.name}</Typography>
                {item.optionalItems.length > 0 && (
                  <Typography component="span" color="text.secondary">
                    {' '}
                    ({item.optionalItems.map((option) => option.label).join(', ')})
                  </Typography>
                )}
                <Typography
                  component="span"
                  sx={{ float: 'right', fontVariantNumeric: 'tabular-nums' }}
                >
                  {formatPence(item.cost)}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
