import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import type { QuickTillPosition } from '@opentill/contract/till/till.schemas';
import { formatPence } from '@opentill/contract/money';
import { useQuickTillProducts } from '@/features/till/api/get-quick-till-products';
import { useSetQuickTillPosition } from '@/features/till/api/set-quick-till-position';

export type QuickTillProductDialogProps = { position: QuickTillPosition; onClose: () => void };

/** The quick-till product dialog (spec 001 §2.8): the product a position rings up. */
export const QuickTillProductDialog = ({ position, onClose }: QuickTillProductDialogProps) => {
  const titleId = useId();
  const products = useQuickTillProducts();
  const setPosition = useSetQuickTillPosition();
  const choose = (productId: string | null) =>
    setPosition.mutate({ positionId: position.positionId, productId }, { onSuccess: onClose });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Quick till product</DialogTitle>
      <DialogContent dividers sx={{ px: 1.5 }}>
        <DialogContentText sx={{ px: 1.5, pb: 1 }}>
          Choose what position {position.positionId + 1} rings up.
        </DialogContentText>
        {products.isPending && <Skeleton height={160} aria-label="Loading products" />}
        {products.isError && (
          <Alert severity="error">Quick-till products could not be loaded.</Alert>
        )}
        {products.data?.length === 0 && (
          <DialogContentText sx={{ px: 1.5 }}>
            No product is marked Quick till yet. Mark one in the product edit dialog.
          </DialogContentText>
        )}
        <List aria-label="Quick-till products" disablePadding>
          {products.data?.map((product) => {
            const isCurrent = product.id === position.productId;
            return (
              <ListItemButton
                key={product.id}
                selected={isCurrent}
                aria-current={isCurrent ? 'true' : undefined}
                disabled={setPosition.isPending}
                onClick={() => choose(product.id)}
              >
                <ListItemText primary={product.name} secondary={formatPence(product.price)} />
              </ListItemButton>
            );
          })}
          {position.productId !== null && (
            <ListItemButton disabled={setPosition.isPending} onClick={() => choose(null)}>
              <ListItemText primary="No product" secondary="Leave this position empty" />
            </ListItemButton>
          )}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button size="large" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
};
