import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { Referral } from '@opentill/contract/accounts/referral.schemas';

export type ReferralListProps = { referrals: Referral[] };

/** Each referral's phone (and email, if any), with a tick once the friend has accepted. */
export const ReferralList = ({ referrals }: ReferralListProps) => (
  <List disablePadding aria-label="Referrals">
    {referrals.map((referral, index) => (
      <ListItem
        key={referral.id}
        divider={index < referrals.length - 1}
        secondaryAction={
          referral.accepted ? (
            <CheckCircleIcon
              color="success"
              role="img"
              aria-label="Accepted"
              titleAccess="Accepted"
            />
          ) : undefined
        }
      >
        <ListItemText
          primary={referral.recipientPhone}
          secondary={referral.recipientEmail === '' ? undefined : referral.recipientEmail}
          slotProps={{ primary: { sx: { fontWeight: 500 } } }}
        />
      </ListItem>
    ))}
  </List>
);
