import { useState } from 'react';
import { useSnackbar } from 'notistack';
import type { StaffInvite, StaffMember } from '@opentill/contract/accounts/account.schemas';
import { useRemoveStaffMember } from '@/features/people/api/remove-staff-member';
import { useResendStaffInvite } from '@/features/people/api/resend-staff-invite';
import { useRevokeStaffInvite } from '@/features/people/api/revoke-staff-invite';
import { describeFailure } from '@/features/people/components/toast-failure';
import { PEOPLE_MESSAGES } from '@/features/people/people-messages';

/** The destructive action waiting for its confirmation. */
export type PendingStaffAction =
  { kind: 'revoke'; invite: StaffInvite } | { kind: 'remove'; member: StaffMember };

/**
 * Resend, Revoke and Remove, each with its toast. Revoke and Remove cannot be undone,
 * so they only ask first (`ask`) and happen on `confirm`.
 */
export const useStaffActions = () => {
  const { enqueueSnackbar } = useSnackbar();
  const resend = useResendStaffInvite();
  const revoke = useRevokeStaffInvite();
  const remove = useRemoveStaffMember();
  const [pending, setPending] = useState<PendingStaffAction | null>(null);

  const fail = (error: unknown) => {
    const failure = describeFailure(error);
    if (failure !== null) enqueueSnackbar(failure, { variant: 'error' });
  };
  const succeed = (message: string) => {
    setPending(null);
    enqueueSnackbar(message, { variant: 'success' });
  };

  const confirm = () => {
    if (pending === null) return;
    if (pending.kind === 'revoke')
      revoke.mutate(pending.invite, {
        onSuccess: () => succeed(PEOPLE_MESSAGES.invitationRevoked),
        onError: fail,
      });
    else
      remove.mutate(pending.member, {
        onSuccess: () => succeed(PEOPLE_MESSAGES.memberRemoved(pending.member.email)),
        onError: fail,
      });
  };

  return {
    pending,
    ask: setPending,
    cancel: () => setPending(null),
    confirm,
    isConfirming: revoke.isPending || remove.isPending,
    resend: (invite: StaffInvite) =>
      resend.mutate(invite, {
        onSuccess: () => enqueueSnackbar(PEOPLE_MESSAGES.invitationResent, { variant: 'success' }),
        onError: fail,
      }),
    resendingId: resend.isPending ? (resend.variables?.id ?? null) : null,
  };
};
