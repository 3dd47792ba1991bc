import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { EditOrderDialog } from '@/features/orders/edit/edit-order-dialog';

export type EditOrderButtonProps = { order: Order };

/** Under the order's details: Edit, for any order not cancelled (a cancelled one is closed). */
export const EditOrderButton = ({ order }: EditOrderButtonProps) => {
  const [isEditing, setIsEditing] = useState(false);
  if (order.status === 'cancelled') return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<EditIcon />}
        onClick={() => setIsEditing(true)}
        aria-label={`Edit order ${order.orderNumber}`}
        sx={{ minHeight: 48, mt: 2 }}
      >
        Edit
      </Button>
      {isEditing && <EditOrderDialog order={order} onClose={() => setIsEditing(false)} />}
    </>
  );
};
