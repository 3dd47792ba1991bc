import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';

type TabName = 'Customer' | 'Order' | 'Notes';
const TABS: readonly TabName[] = ['Customer', 'Order', 'Notes'];

const CustomerPanel = ({ order }: { order: Order }) => {
  const lines = [
    order.customer?.name,
    order.customer?.phone,
    order.customer?.address,
    order.customer?.postcode,
  ].filter((line): line is string => line !== undefined && line.trim() !== '');
  if (lines.length === 0) return <Typography>No customer details.</Typography>;
  return (
    <>
      {lines.map((line) => (
        <Typography key={line} sx={{ whiteSpace: 'pre-line' }}>
          {line}
        </Typography>
      ))}
    </>
  );
};

const OrderPanel = ({ order }: { order: Order }) => (
  <>
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {order.orderItems.map((item) => (
        <li key={item.id}>
          <Typography>
            {item.product.name}
            {item.optionalItems.length > 0 &&
              ` (${item.optionalItems.map((option) => option.label).join(', ')})`}
          </Typography>
        </li>
      ))}
    </Box>
    <Typography sx={{ fontWeight: 700, mt: 1 }}>Total {formatPence(order.totalCost)}</Typography>
  </>
);

/** The expanded card (spec 001 §2.11): customer, order and notes tabs. */
export const OrderDetailsTabs = ({ order }: { order: Order }) => {
  const [tab, setTab] = useState<TabName>('Customer');
  const idBase = `order-${order.id}`;
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} variant="fullWidth">
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={name}
            id={`${idBase}-tab-${name}`}
            aria-controls={`${idBase}-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${idBase}-panel-${tab}`}
        aria-labelledby={`${idBase}-tab-${tab}`}
        sx={{ pt: 1.5 }}
      >
        {tab === 'Customer' && <CustomerPanel order={order} />}
        {tab === 'Order' && <OrderPanel order={order} />}
        {tab === 'Notes' && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {order.notes.trim() === '' ? 'No notes.' : order.notes}
          </Typography>
        )}
      </Box>
    </Box>
  );
};
