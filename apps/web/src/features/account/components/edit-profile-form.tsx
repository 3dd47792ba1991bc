import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { ACCOUNT_MESSAGES } from '@opentill/contract/accounts/account-messages';
import { profilePatchSchema, type User } from '@opentill/contract/accounts/account.schemas';
import { useUpdateMyProfile } from '@/features/account/api/update-my-profile';
import { PhotoPicker } from '@/features/account/components/photo-picker';
import { getPhotoError, withoutPhotoError } from '@/features/account/photo-server-error';
import { usePhotoChoice } from '@/features/account/photo/use-photo-choice';
import { buildProfileFields } from '@/features/account/profile-fields';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormTextField } from '@/ui/form-text-field';

const FIELDS = ['firstName', 'lastName', 'phone'] as const;

export type EditProfileFormProps = { user: User };

/** Edit Profile (spec 000 §2, §5, §8): PATCH users/me/ with the non-empty fields and a new photo. */
export const EditProfileForm = ({ user }: EditProfileFormProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const updateProfile = useUpdateMyProfile();
  const photo = usePhotoChoice(user.photo);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(profilePatchSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    updateProfile.mutate(buildProfileFields(values, photo.photo), {
      onSuccess: (saved) => {
        enqueueSnackbar(ACCOUNT_MESSAGES.profileChanged, { variant: 'success' });
        photo.reset(saved.photo);
      },
      onError: (error) => {
        enqueueSnackbar(ACCOUNT_MESSAGES.profileFailed, { variant: 'error' });
        photo.setError(getPhotoError(error));
        setFormError(applyServerErrors(withoutPhotoError(error), setError, FIELDS));
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Edit Profile">
      <FormErrorAlert message={formError} />
      <Stack spacing={2.5}>
        <PhotoPicker choice={photo} />
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={updateProfile.isPending}
          disabled={photo.isPreparing}
        >
          Save Profile
        </Button>
      </Stack>
    </Box>
  );
};
