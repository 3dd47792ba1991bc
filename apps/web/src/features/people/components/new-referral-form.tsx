import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { referralInputSchema } from '@opentill/contract/accounts/referral.schemas';
import { getFirstFieldErrors } from '@/api/api-error';
import { useCreateReferral } from '@/features/people/api/create-referral';
import { describeFailure } from '@/features/people/components/toast-failure';
import { PEOPLE_MESSAGES } from '@/features/people/people-messages';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormTextField } from '@/ui/form-text-field';

const newReferralSchema = referralInputSchema.pick({ recipientPhone: true });
const FIELDS = ['recipientPhone'] as const;

/**
 * 'New Referral' and Send (spec 000 §2, §5): the phone is checked here and by the server;
 * the server's message stays under the field until the field is focused again.
 */
export const NewReferralForm = () => {
  const { enqueueSnackbar } = useSnackbar();
  const createReferral = useCreateReferral();
  const { control, handleSubmit, setError, clearErrors, getFieldState, reset } = useForm({
    resolver: zodResolver(newReferralSchema),
    defaultValues: { recipientPhone: '' },
  });

  const onSubmit = handleSubmit((values) => {
    createReferral.mutate(values, {
      onSuccess: () => {
        reset();
        enqueueSnackbar(PEOPLE_MESSAGES.referralSent, { variant: 'success' });
      },
      onError: (error) => {
        const leftover = applyServerErrors(error, setError, FIELDS);
        const isShownOnField = getFirstFieldErrors(error).recipientPhone !== undefined;
        if (isShownOnField && leftover === null) return;
        const failure = describeFailure(error, leftover);
        if (failure !== null) enqueueSnackbar(failure, { variant: 'error' });
      },
    });
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="New Referral"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
    >
      <FormTextField
        control={control}
        name="recipientPhone"
        label="New Referral"
        placeholder="Your friend's phone number"
        type="tel"
        autoComplete="off"
        fullWidth
        onFocus={() => {
          // Only the server's message goes on focus: the client's stays until the value is fixed.
          if (getFieldState('recipientPhone').error?.type === 'server')
            clearErrors('recipientPhone');
        }}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={createReferral.isPending}
        sx={{ minHeight: 56, px: 4, flexShrink: 0 }}
      >
        Send
      </Button>
    </Box>
  );
};
