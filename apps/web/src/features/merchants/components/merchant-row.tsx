import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Merchant } from '@opentill/contract/merchants/merchant.schemas';
import { formatInZone } from '@opentill/contract/time/zoned-format';

export type MerchantRowProps = {
  merchant: Merchant;
  /** The merchant this session shows now: nothing to switch into. */
  isCurrent: boolean;
  isLast: boolean;
  isSwitching: boolean;
  onSwitch: (merchant: Merchant) => void;
};

/**
 * One merchant: name, identifier and creation date, its owners (and owners invited),
 * and Switch into. On a phone the button sits under the text rather than squeezing it.
 */
export const MerchantRow = ({
  merchant,
  isCurrent,
  isLast,
  isSwitching,
  onSwitch,
}: MerchantRowProps) => {
  const hasOwner = merchant.ownerEmails.length + merchant.invitedOwnerEmails.length > 0;
  return (
    <Box
      component="li"
      aria-label={merchant.name}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        px: 2,
        py: 1.5,
        borderBottom: isLast ? 0 : 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
          {merchant.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
          {merchant.identifier} · created{' '}
          {formatInZone(merchant.createdAt, merchant.timeZone, 'd MMM yyyy')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>
          {merchant.isDemo && <Chip size="small" label="Demo" color="secondary" />}
          {isCurrent && <Chip size="small" label="Shown now" color="primary" />}
          {merchant.ownerEmails.map((email) => (
            <Chip key={email} size="small" variant="outlined" label={`Owner: ${email}`} />
          ))}
          {merchant.invitedOwnerEmails.map((email) => (
            <Chip
              key={email}
              size="small"
              variant="outlined"
              color="warning"
              label={`Invited owner: ${email}`}
            />
          ))}
          {!hasOwner && <Chip size="small" variant="outlined" label="No owner yet" />}
        </Box>
      </Box>
      {!isCurrent && (
        <Box sx={{ justifySelf: 'end' }}>
          <Button
            variant="outlined"
            size="large"
            onClick={() => onSwitch(merchant)}
            loading={isSwitching}
            aria-label={`Switch into ${merchant.name}`}
          >
            Switch into
          </Button>
        </Box>
      )}
    </Box>
  );
};
