import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { claimScreenInputSchema } from '@opentill/contract/devices/screen-code.schemas';
import type { PairedScreen } from '@opentill/contract/devices/screen.schemas';
import { useClaimScreen } from '@/features/devices/api/claim-screen';
import { usePairedScreens } from '@/features/devices/api/get-paired-screens';
import { useUnpairPairedScreen } from '@/features/devices/api/unpair-paired-screen';
import { TerminalSection } from '@/features/devices/components/terminal-section';
import { DEVICES_MESSAGES as m } from '@/features/devices/devices-messages';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormTextField } from '@/ui/form-text-field';

const FIELDS = ['code', 'name'] as const;

/** Type the code a screen shows at /kitchen/pair, with a name for it (POST screens/claim/). */
const PairScreenForm = () => {
  const { enqueueSnackbar } = useSnackbar();
  const claim = useClaimScreen();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(claimScreenInputSchema),
    defaultValues: { code: '', name: '' },
  });
  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    claim.mutate(values, {
      onSuccess: (screen) => {
        enqueueSnackbar(m.screenPaired(screen.name), { variant: 'success' });
        reset();
      },
      onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)),
    });
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Pair a kitchen screen">
      <FormErrorAlert message={formError} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <FormTextField
          control={control}
          name="code"
          label="Code on the screen"
          placeholder="ABC 234"
          helperText="6 letters and digits."
          autoComplete="off"
          slotProps={{
            htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 9 },
          }}
          fullWidth
        />
        <FormTextField
          control={control}
          name="name"
          label="Screen name"
          placeholder="Kitchen pass"
          helperText=" "
          autoComplete="off"
          fullWidth
        />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={claim.isPending}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        Pair screen
      </Button>
    </Box>
  );
};

type ScreenRowProps = { screen: PairedScreen; onUnpair: () => void };

const ScreenRow = ({ screen, onUnpair }: ScreenRowProps) => (
  <Stack
    component="li"
    aria-label={screen.name}
    direction="row"
    spacing={2}
    sx={{ alignItems: 'center', py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
  >
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{screen.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {m.pairedSince(format(new Date(screen.pairedAt), 'd MMM yyyy, HH:mm'))}
      </Typography>
    </Box>
    <Button variant="text" color="error" size="large" onClick={onUnpair}>
      Unpair
    </Button>
  </Stack>
);

/** Kitchen screens: pair one by its code, and see and unpair the paired ones. */
export const KitchenScreensSection = () => {
  const screens = usePairedScreens();
  const unpair = useUnpairPairedScreen();
  const { enqueueSnackbar } = useSnackbar();
  const [asking, setAsking] = useState<PairedScreen | null>(null);
  return (
    <TerminalSection title="Kitchen screens" intro={m.screensIntro}>
      <PairScreenForm />
      <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
        Paired screens
      </Typography>
      {screens.data?.length === 0 && <Alert severity="info">{m.noScreens}</Alert>}
      {screens.data !== undefined && screens.data.length > 0 && (
        <Box component="ul" aria-label="Paired screens" sx={{ m: 0, p: 0 }}>
          {screens.data.map((screen) => (
            <ScreenRow key={screen.id} screen={screen} onUnpair={() => setAsking(screen)} />
          ))}
        </Box>
      )}
      <ConfirmDialog
        isOpen={asking !== null}
        title={m.screenUnpairTitle(asking?.name ?? '')}
        confirmLabel="Unpair"
        isDestructive
        isPending={unpair.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking === null) return;
          unpair.mutate(asking.id, {
            onSuccess: () => {
              enqueueSnackbar(m.screenUnpaired(asking.name), { variant: 'success' });
              setAsking(null);
            },
            onError: () => enqueueSnackbar(m.screenUnpairFailed, { variant: 'error' }),
          });
        }}
      >
        <Typography>{m.screenUnpairBody}</Typography>
      </ConfirmDialog>
    </TerminalSection>
  );
};
