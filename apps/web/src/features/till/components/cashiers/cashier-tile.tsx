import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { tileClasses, tileStyle } from '@/features/till/components/catalogue/tile';
import { visuallyHidden } from '@/ui/visually-hidden';

export type CashierTileProps = {
  cashier: Cashier;
  isEditing: boolean;
  isDisabled: boolean;
  onTap: (cashier: Cashier) => void;
};

/** A cashier in their colour: the initial, the name, and a lock when a PIN will be asked. */
export const CashierTile = ({ cashier, isEditing, isDisabled, onTap }: CashierTileProps) => (
  <Box
    component="button"
    type="button"
    className={tileClasses.root}
    disabled={isDisabled}
    style={tileStyle(cashier.colour)}
    onClick={() => onTap(cashier)}
    sx={{
      minHeight: 150,
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
      gap: 1,
      '&:disabled': { opacity: 0.6, cursor: 'progress' },
    }}
  >
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 56,
        height: 56,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontSize: '1.75rem',
        fontWeight: 700,
        bgcolor: 'rgba(255, 255, 255, 0.28)',
      }}
    >
      {cashier.username.trim().charAt(0).toUpperCase()}
    </Box>
    <Box
      component="span"
      sx={{ fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere' }}
    >
      {isEditing && (
        <>
          <span style={visuallyHidden}>Edit</span>{' '}
        </>
      )}
      {cashier.username}
    </Box>
    {(cashier.hasPin || isEditing) && (
      <Box
        component="span"
        aria-hidden
        sx={{ position: 'absolute', top: 10, right: 10, display: 'flex', gap: 0.5, opacity: 0.85 }}
      >
        {isEditing && <EditIcon fontSize="small" />}
        {cashier.hasPin && <LockIcon fontSize="small" />}
      </Box>
    )}
  </Box>
);
