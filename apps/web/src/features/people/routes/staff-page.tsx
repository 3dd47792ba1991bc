import { Suspense, lazy, useState } from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '@/api/get-session';
import { useStaff } from '@/features/people/api/get-staff';
import { StaffConfirmDialog } from '@/features/people/components/staff-confirm-dialog';
import { StaffInvitesList } from '@/features/people/components/staff-invites-list';
import { StaffMembersList } from '@/features/people/components/staff-members-list';
import { useStaffActions } from '@/features/people/components/use-staff-actions';
import { PEOPLE_MESSAGES } from '@/features/people/people-messages';
import { DialogLoading } from '@/ui/dialog-loading';
import { PageContainer } from '@/ui/page-container';

const STAFF_MAX_WIDTH = 880;
const FALLBACK_TIME_ZONE = 'Europe/London';

// Its form and zod load when Invite is first pressed.
const LazyInviteStaffDialog = lazy(async () => ({
  default: (await import('@/features/people/components/invite-staff-dialog')).InviteStaffDialog,
}));

/** Staff (owners and superadmins; the route guard sends anyone else Home). */
export const StaffPage = () => {
  const session = useSession();
  const staff = useStaff();
  const actions = useStaffActions();
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const timeZone = session.client?.timeZone ?? FALLBACK_TIME_ZONE;

  return (
    <PageContainer maxWidth={STAFF_MAX_WIDTH}>
      <Stack spacing={3}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography component="h2" variant="h5">
            Members
          </Typography>
          <Button
            variant="contained"
            size="large"
            startIcon={<PersonAddIcon />}
            onClick={() => setIsInviteOpen(true)}
          >
            Invite
          </Button>
        </Stack>
        {staff.isPending ? (
          <Skeleton variant="rounded" height={200} aria-label="Loading staff" />
        ) : staff.data === undefined ? (
          <Alert severity="error">{PEOPLE_MESSAGES.staffLoadFailed}</Alert>
        ) : (
          <>
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <StaffMembersList
                members={staff.data.members}
                currentUserId={session.user?.id ?? null}
                onRemove={(member) => actions.ask({ kind: 'remove', member })}
              />
            </Paper>
            <Typography component="h2" variant="h5">
              Invitations
            </Typography>
            {staff.data.invites.length === 0 ? (
              <Typography color="text.secondary">{PEOPLE_MESSAGES.noInvites}</Typography>
            ) : (
              <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
                <StaffInvitesList
                  invites={staff.data.invites}
                  timeZone={timeZone}
                  onResend={actions.resend}
                  onRevoke={(invite) => actions.ask({ kind: 'revoke', invite })}
                  resendingId={actions.resendingId}
                />
              </Paper>
            )}
          </>
        )}
      </Stack>
      <StaffConfirmDialog
        pending={actions.pending}
        isPending={actions.isConfirming}
        onConfirm={actions.confirm}
        onCancel={actions.cancel}
      />
      {isInviteOpen && (
        <Suspense fallback={<DialogLoading />}>
          <LazyInviteStaffDialog onClose={() => setIsInviteOpen(false)} />
        </Suspense>
      )}
    </PageContainer>
  );
};
