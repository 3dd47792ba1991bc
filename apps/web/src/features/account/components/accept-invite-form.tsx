import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { ACCOUNT_MESSAGES } from '@opentill/contract/accounts/account-messages';
import {
  acceptInviteSchema,
  type InvitePreview,
} from '@opentill/contract/accounts/account.schemas';
import { useAcceptInvite } from '@/features/account/api/accept-invite';
import { PhotoPicker } from '@/features/account/components/photo-picker';
import { TermsCheckbox } from '@/features/account/components/terms-checkbox';
import { isInviteGone } from '@/features/account/invite-errors';
import { getPhotoError, withoutPhotoError } from '@/features/account/photo-server-error';
import { usePhotoChoice } from '@/features/account/photo/use-photo-choice';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormPasswordField } from '@/ui/form-password-field';
import { FormTextField } from '@/ui/form-text-field';

const FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'password',
  'passwordConfirm',
  'termsAccepted',
] as const;

export type AcceptInviteFormProps = {
  token: string;
  invite: InvitePreview;
  onAccepted: () => void;
};

/** Create Your Account (spec 000 §2, §5, §8): POST invite/{token} as a multipart form. */
export const AcceptInviteForm = ({ token, invite, onAccepted }: AcceptInviteFormProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const acceptInvite = useAcceptInvite();
  const photo = usePhotoChoice(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(acceptInviteSchema),
    defaultValues: {
      firstName: invite.firstName,
      lastName: invite.lastName,
      phone: invite.phone,
      password: '',
      passwordConfirm: '',
      // Left unset (unticked): only the dialog's Agree ticks it.
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    acceptInvite.mutate(
      { token, values, photo: photo.photo instanceof Blob ? photo.photo : null },
      {
        onSuccess: () => {
          enqueueSnackbar(ACCOUNT_MESSAGES.inviteAccepted, { variant: 'success' });
          onAccepted();
        },
        onError: (error) => {
          enqueueSnackbar(ACCOUNT_MESSAGES.inviteFailed, { variant: 'error' });
          if (isInviteGone(error)) {
            setFormError(ACCOUNT_MESSAGES.inviteFailed);
            return;
          }
          photo.setError(getPhotoError(error));
          setFormError(applyServerErrors(withoutPhotoError(error), setError, FIELDS));
        },
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Create Your Account">
      <FormErrorAlert message={formError} />
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="firstName"
          label="First Name"
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="lastName"
          label="Last Name"
          autoComplete="family-name"
        />
        <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <FormPasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="new-password"
        />
        <FormPasswordField
          control={control}
          name="passwordConfirm"
          label="Confirm Password"
          autoComplete="new-password"
        />
        <PhotoPicker choice={photo} />
        <TermsCheckbox control={control} name="termsAccepted" />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={acceptInvite.isPending}
          disabled={photo.isPreparing}
          fullWidth
        >
          Create Account
        </Button>
      </Stack>
    </Box>
  );
};
