import { useState } from 'react';
import type { PendingStaffAction } from '@/features/people/components/use-staff-actions';
import { ConfirmDialog } from '@/ui/confirm-dialog';

export type StaffConfirmDialogProps = {
  pending: PendingStaffAction | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before Revoke and Remove, saying what each one does. */
export const StaffConfirmDialog = ({
  pending,
  isPending,
  onConfirm,
  onCancel,
}: StaffConfirmDialogProps) => {
  // The last action asked about stays in the words while the dialog fades out.
  const [shown, setShown] = useState(pending);
  if (pending !== null && pending !== shown) setShown(pending);
  const isRevoke = shown?.kind === 'revoke';
  const email = shown === null ? '' : isRevoke ? shown.invite.email : shown.member.email;
  return (
    <ConfirmDialog
      isOpen={pending !== null}
      title={isRevoke ? `Revoke the invitation to ${email}?` : `Remove ${email}?`}
      confirmLabel={isRevoke ? 'Revoke' : 'Remove'}
      isDestructive
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {isRevoke
        ? 'The link in their email will stop working.'
        : 'They will be logged out and will no longer be able to log in.'}
    </ConfirmDialog>
  );
};
