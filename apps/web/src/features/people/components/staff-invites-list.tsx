import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { StaffInvite } from '@opentill/contract/accounts/account.schemas';
import {
  GROUP_LABELS,
  INVITE_STATUS,
  formatExpiry,
} from '@/features/people/components/staff-labels';
import { StaffRow } from '@/features/people/components/staff-row';

export type StaffInvitesListProps = {
  invites: StaffInvite[];
  timeZone: string;
  onResend: (invite: StaffInvite) => void;
  onRevoke: (invite: StaffInvite) => void;
  /** The invitation whose Resend is under way. */
  resendingId: string | null;
};

const canResend = (invite: StaffInvite): boolean =>
  invite.status === 'pending' || invite.status === 'expired';

/** Invitations: email, name, groups, expiry and status, with Resend and Revoke while open. */
export const StaffInvitesList = ({
  invites,
  timeZone,
  onResend,
  onRevoke,
  resendingId,
}: StaffInvitesListProps) => (
  <Box component="ul" aria-label="Invitations" sx={{ m: 0, p: 0, listStyle: 'none' }}>
    {invites.map((invite, index) => {
      const status = INVITE_STATUS[invite.status];
      const expiry = formatExpiry(invite.expiresAt, timeZone);
      const name = `${invite.firstName} ${invite.lastName}`.trim();
      const when = invite.status === 'expired' ? `Expired ${expiry}` : `Expires ${expiry}`;
      return (
        <StaffRow
          key={invite.id}
          isLast={index === invites.length - 1}
          title={invite.email}
          subtitle={name === '' ? when : `${name} · ${when}`}
          chips={
            <>
              <Chip size="small" label={status.label} color={status.colour} variant="outlined" />
              {invite.groups.map((group) => (
                <Chip key={group} size="small" label={GROUP_LABELS[group]} color="primary" />
              ))}
            </>
          }
          actions={
            canResend(invite) ? (
              <>
                <Button
                  onClick={() => onResend(invite)}
                  loading={resendingId === invite.id}
                  aria-label={`Resend the invitation to ${invite.email}`}
                >
                  Resend
                </Button>
                {invite.status === 'pending' && (
                  <Button
                    color="error"
                    onClick={() => onRevoke(invite)}
                    aria-label={`Revoke the invitation to ${invite.email}`}
                  >
                    Revoke
                  </Button>
                )}
              </>
            ) : undefined
          }
        />
      );
    })}
  </Box>
);
