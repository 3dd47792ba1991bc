import Avatar from '@mui/material/Avatar';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { readableColours } from '@/ui/readable-text-colour';

export type CashierAvatarProps = { cashier: Pick<Cashier, 'username' | 'colour'>; size?: number };

/** The cashier's initial in their colour; decorative, the name is always written beside it. */
export const CashierAvatar = ({ cashier, size = 40 }: CashierAvatarProps) => {
  const colours = readableColours(cashier.colour);
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        bgcolor: colours.background,
        color: colours.text,
        fontWeight: 700,
        fontSize: size * 0.45,
      }}
    >
      {cashier.username.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
};
