import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useController, useForm } from 'react-hook-form';
import { staffInviteInputSchema } from '@opentill/contract/accounts/account.schemas';
import { getFirstFieldErrors } from '@/api/api-error';
import { useInviteStaff } from '@/features/people/api/invite-staff';
import { GROUP_LABELS, INVITABLE_GROUPS } from '@/features/people/components/staff-labels';
import { describeFailure } from '@/features/people/components/toast-failure';
import { PEOPLE_MESSAGES } from '@/features/people/people-messages';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormTextField } from '@/ui/form-text-field';

const FIELDS = ['email', 'firstName', 'lastName', 'groups'] as const;
type InvitableGroup = (typeof INVITABLE_GROUPS)[number];

export type InviteStaffDialogProps = { onClose: () => void };

/**
 * Invite: an email, the names that prefill the person's Create Your Account (000 §3), and
 * the groups to grant; the server mails the accept link.
 */
export const InviteStaffDialog = ({ onClose }: InviteStaffDialogProps) => {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const inviteStaff = useInviteStaff();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(staffInviteInputSchema),
    defaultValues: { email: '', firstName: '', lastName: '', groups: [] },
  });
  const groups = useController({ control, name: 'groups' });
  const chosen: readonly InvitableGroup[] = groups.field.value ?? [];

  const toggle = (group: InvitableGroup, isOn: boolean) =>
    groups.field.onChange(
      INVITABLE_GROUPS.filter((g) => (g === group ? isOn : chosen.includes(g))),
    );

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    inviteStaff.mutate(values, {
      onSuccess: (invite) => {
        enqueueSnackbar(PEOPLE_MESSAGES.invitationSent(invite.email), { variant: 'success' });
        onClose();
      },
      onError: (error) => {
        const leftover = applyServerErrors(error, setError, FIELDS);
        const isShownOnFields = Object.keys(getFirstFieldErrors(error)).length > 0;
        if (isShownOnFields && leftover === null) return;
        setFormError(describeFailure(error, leftover));
      },
    });
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Invite</DialogTitle>
        <DialogContent>
          <FormErrorAlert message={formError} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
              autoFocus
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="firstName"
                label="First Name"
                autoComplete="off"
                fullWidth
              />
              <FormTextField
                control={control}
                name="lastName"
                label="Last Name"
                autoComplete="off"
                fullWidth
              />
            </Stack>
            <FormControl error={groups.fieldState.error !== undefined} component="fieldset">
              <FormLabel component="legend">Groups</FormLabel>
              <FormGroup row>
                {INVITABLE_GROUPS.map((group) => (
                  <FormControlLabel
                    key={group}
                    label={GROUP_LABELS[group]}
                    sx={{ minHeight: 48 }}
                    control={
                      <Checkbox
                        checked={chosen.includes(group)}
                        onChange={(event) => toggle(group, event.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {groups.fieldState.error?.message !== undefined && (
                <FormHelperText>{groups.fieldState.error.message}</FormHelperText>
              )}
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} size="large">
            Cancel
          </Button>
          <Button type="submit" variant="contained" size="large" loading={inviteStaff.isPending}>
            Send Invite
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
