import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { pairInputSchema, pairParamsSchema } from '@opentill/contract/devices/terminal.schemas';
import { messages } from '@opentill/contract/messages';
import { getFirstFieldErrors } from '@/api/api-error';
import { readTerminalPairing, saveTerminalPairing } from '@/api/device-pairing';
import { useSession } from '@/api/get-session';
import { usePairTerminal, type PairTerminalInput } from '@/features/terminal/api/pair-terminal';
import { TerminalSection } from '@/features/terminal/components/terminal-section';
import { TERMINAL_MESSAGES as m } from '@/features/terminal/terminal-messages';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormTextField } from '@/ui/form-text-field';

const pairFormSchema = z.object({
  serialNumber: pairParamsSchema.shape.id,
  paxMerchantId: pairInputSchema.shape.paxMerchantId,
});
const FIELDS = ['serialNumber', 'paxMerchantId'] as const;

type PairRequest = Omit<PairTerminalInput, 'confirmed'>;

/**
 * Pair this device with a card terminal by its serial number (POST pair/{id}/), so staff
 * can log in here as that terminal. A terminal paired with another device is taken over
 * only after the owner confirms; the device remembers the pairing (api/device-pairing.ts).
 */
export const PairDeviceForm = () => {
  const { client } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const pair = usePairTerminal();
  const [pairing, setPairing] = useState(readTerminalPairing);
  const [takeOver, setTakeOver] = useState<PairRequest | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(pairFormSchema),
    defaultValues: { serialNumber: '', paxMerchantId: '' },
  });

  const remember = (serialNumber: string) => {
    if (client === null) return;
    const stored = { merchant: client.identifier, merchantName: client.name, serialNumber };
    saveTerminalPairing(stored);
    setPairing(stored);
    enqueueSnackbar(m.paired(serialNumber), { variant: 'success' });
  };

  const send = (request: PairRequest, confirmed: boolean) => {
    setFormError(null);
    pair.mutate(
      { ...request, confirmed },
      {
        onSuccess: (answer) => {
          if (!confirmed && answer.alreadyPaired) setTakeOver(request);
          else if (!confirmed && !answer.paired) send(request, true);
          else {
            setTakeOver(null);
            remember(request.serialNumber);
          }
        },
        onError: (error) => {
          setTakeOver(null);
          const fieldErrors = getFirstFieldErrors(error);
          // A refused serial number comes back as the path's `id`.
          if (fieldErrors.id !== undefined) {
            setError('serialNumber', { type: 'server', message: fieldErrors.id });
            return;
          }
          const leftover = applyServerErrors(error, setError, FIELDS);
          const isOnFields = Object.keys(fieldErrors).length > 0;
          setFormError(leftover ?? (isOnFields ? null : messages.somethingWentWrong));
        },
      },
    );
  };

  const onSubmit = handleSubmit((values) => send(values, false));

  return (
    <TerminalSection title="Pair this device" intro={m.pairExplained}>
      <Alert severity={pairing === null ? 'info' : 'success'} sx={{ mb: 2.5 }}>
        {pairing === null
          ? m.notPairedHere
          : m.pairedHere(pairing.serialNumber, pairing.merchantName)}
      </Alert>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Pair this device">
        <FormErrorAlert message={formError} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
          <FormTextField
            control={control}
            name="serialNumber"
            label="Terminal serial number"
            autoComplete="off"
            helperText="On the label under the terminal."
            fullWidth
          />
          <FormTextField
            control={control}
            name="paxMerchantId"
            label="PAX merchant id (optional)"
            autoComplete="off"
            helperText=" "
            fullWidth
          />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={pair.isPending}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Pair
        </Button>
      </Box>
      <ConfirmDialog
        isOpen={takeOver !== null}
        title={m.replaceTitle(takeOver?.serialNumber ?? '')}
        confirmLabel="Pair this device"
        isPending={pair.isPending}
        onConfirm={() => takeOver !== null && send(takeOver, true)}
        onCancel={() => setTakeOver(null)}
      >
        {m.replaceBody}
      </ConfirmDialog>
    </TerminalSection>
  );
};
