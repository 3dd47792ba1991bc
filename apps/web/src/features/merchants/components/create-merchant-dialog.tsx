import { useEffect, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSnackbar } from 'notistack';
import { useForm, useWatch } from 'react-hook-form';
import { merchantIdentifierFromName } from '@opentill/contract/merchants/merchant-identifier';
import { createMerchantInputSchema } from '@opentill/contract/merchants/merchant.schemas';
import { DEFAULT_TIME_ZONE } from '@opentill/contract/setup/setup.schemas';
import { useCreateMerchant } from '@/features/merchants/api/create-merchant';
import { MERCHANTS_MESSAGES } from '@/features/merchants/merchants-messages';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormTextField } from '@/ui/form-text-field';
import { FormTimeZoneField } from '@/ui/form-time-zone-field';

const FIELDS = [
  'name',
  'identifier',
  'timeZone',
  'ownerEmail',
  'ownerFirstName',
  'ownerLastName',
] as const;

export type CreateMerchantDialogProps = { onClose: () => void };

/**
 * Create merchant (issue 14): the business, and the owner who is invited by mail to make
 * their account. The identifier follows the name until it is typed in.
 */
export const CreateMerchantDialog = ({ onClose }: CreateMerchantDialogProps) => {
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateMerchant();
  const [formError, setFormError] = useState<string | null>(null);
  const [isIdentifierTyped, setIsIdentifierTyped] = useState(false);
  const { control, handleSubmit, setError, setValue } = useForm({
    resolver: zodResolver(createMerchantInputSchema),
    defaultValues: {
      name: '',
      identifier: '',
      timeZone: DEFAULT_TIME_ZONE,
      ownerEmail: '',
      ownerFirstName: '',
      ownerLastName: '',
    },
  });
  const name = useWatch({ control, name: 'name' });
  useEffect(() => {
    if (!isIdentifierTyped) setValue('identifier', merchantIdentifierFromName(name));
  }, [name, isIdentifierTyped, setValue]);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: (merchant) => {
        const invited = merchant.invitedOwnerEmails[0] ?? values.ownerEmail;
        enqueueSnackbar(MERCHANTS_MESSAGES.created(merchant.name, invited), {
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)),
    });
  });

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={isPhone}
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Create merchant</DialogTitle>
        <DialogContent>
          <FormErrorAlert message={formError} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="name"
              label="Business name"
              autoComplete="off"
              autoFocus
              fullWidth
            />
            <FormTextField
              control={control}
              name="identifier"
              label="Identifier"
              autoComplete="off"
              fullWidth
              onInput={() => setIsIdentifierTyped(true)}
              helperText="Names the merchant in log-in links. Lower-case letters, digits and hyphens."
            />
            <FormTimeZoneField control={control} name="timeZone" />
            <Divider />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              The owner
            </Typography>
            <Typography variant="body2" color="text.secondary">
              We email them an invitation to make their account.
            </Typography>
            <FormTextField
              control={control}
              name="ownerEmail"
              label="Owner’s email"
              type="email"
              autoComplete="off"
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="ownerFirstName"
                label="First Name"
                autoComplete="off"
                fullWidth
              />
              <FormTextField
                control={control}
                name="ownerLastName"
                label="Last Name"
                autoComplete="off"
                fullWidth
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} size="large">
            Cancel
          </Button>
          <Button type="submit" variant="contained" size="large" loading={create.isPending}>
            Create and invite
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
