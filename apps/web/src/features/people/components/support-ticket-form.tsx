import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { SUPPORT_PROBLEM_MAX } from '@opentill/contract/accounts/account-constants';
import { ACCOUNT_MESSAGES } from '@opentill/contract/accounts/account-messages';
import { supportTicketInputSchema } from '@opentill/contract/accounts/account.schemas';
import { useSession } from '@/api/get-session';
import { isForbiddenError } from '@/api/api-error';
import { useCreateSupportTicket } from '@/features/people/api/create-support-ticket';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormTextField } from '@/ui/form-text-field';

const problemSchema = supportTicketInputSchema.pick({ problem: true });
const FIELDS = ['problem'] as const;

/**
 * Open a Support Ticket (spec 000 §2, §8): the problem, sent with who is asking (a device
 * has no email) and the page they were on.
 */
export const SupportTicketForm = () => {
  const { enqueueSnackbar } = useSnackbar();
  const { user, device } = useSession();
  const createTicket = useCreateSupportTicket();
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(problemSchema),
    defaultValues: { problem: '' },
  });

  const onSubmit = handleSubmit(({ problem }) => {
    const name = user === null ? (device?.name ?? '') : `${user.firstName} ${user.lastName}`;
    createTicket.mutate(
      { name: name.trim(), email: user?.email ?? '', url: window.location.href, problem },
      {
        onSuccess: () => {
          reset();
          enqueueSnackbar(ACCOUNT_MESSAGES.supportCreated, { variant: 'success' });
        },
        onError: (error) => {
          if (isForbiddenError(error)) return;
          applyServerErrors(error, setError, FIELDS);
          enqueueSnackbar(ACCOUNT_MESSAGES.supportFailed, { variant: 'error' });
        },
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Open a Support Ticket">
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="problem"
          label="How can we help?"
          multiline
          minRows={4}
          maxRows={12}
          fullWidth
          slotProps={{ htmlInput: { maxLength: SUPPORT_PROBLEM_MAX } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={createTicket.isPending}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          Send Ticket
        </Button>
      </Stack>
    </Box>
  );
};
