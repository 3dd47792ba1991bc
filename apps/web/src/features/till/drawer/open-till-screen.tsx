import { useId, useState, type FormEvent } from 'react';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import { formatPence, type Pence } from '@opentill/contract/money';
import { isApiError, isForbiddenError } from '@/api/api-error';
import { isUnreachableStatus } from '@/api/server-reachability';
import { openDrawer } from '@/features/till/drawer/drawer-api';
import { poundsText, readFloat } from '@/features/till/drawer/drawer-amounts';
import { readDrawerErrors } from '@/features/till/drawer/drawer-errors';
import {
  currentDrawerQueryKey,
  keepDrawerSession,
  type DrawerLookup,
} from '@/features/till/drawer/use-current-drawer';
import type { TillDevice } from '@/offline/outbox-types';
import { FormErrorAlert } from '@/ui/form-error-alert';

export type OpenTillScreenProps = {
  merchant: string;
  device: TillDevice;
  /** The float this till last opened with, offered so the usual morning is one tap. */
  lastFloat: Pence | null;
};

const OPEN_FAILED = 'The till could not be opened. Try again.';

export const tillNameOf = (device: TillDevice): string =>
  device.name.trim() === '' ? `Till ${device.number}` : device.name;

/** Open till (issue 16): the float counted into the drawer before the first sale. */
export const OpenTillScreen = ({ merchant, device, lastFloat }: OpenTillScreenProps) => {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState(lastFloat === null ? '' : poundsText(lastFloat));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const open = useMutation({
    mutationFn: openDrawer,
    // Offline too: the failure is what lets the till sell on without a drawer.
    networkMode: 'always',
    onSuccess: (session) => keepDrawerSession(queryClient, merchant, session),
    onError: (error) => {
      if (isForbiddenError(error)) return;
      if (isApiError(error) && isUnreachableStatus(error.status)) {
        // No server to open with: offline sales are never refused, and the server puts
        // them in the drawer that was open on this till when they were sold.
        queryClient.setQueryData<DrawerLookup>(currentDrawerQueryKey(merchant), {
          device,
          current: null,
        });
        return;
      }
      const { fields, other } = readDrawerErrors(error, ['float'], OPEN_FAILED);
      setFieldError(fields.float ?? null);
      setFormError(other);
      // Already open (from another tab, say): asking again shows the till.
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: currentDrawerQueryKey(merchant) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const float = readFloat(text);
    setFieldError(float.error);
    if (float.value !== null) open.mutate({ deviceId: device.id, float: float.value });
  };

  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        p: { xs: 2, sm: 3 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent
          component="form"
          noValidate
          aria-labelledby={titleId}
          onSubmit={submit}
          sx={{
            display: 'grid',
            gap: 2,
            p: { xs: 2.5, sm: 4 },
            '&:last-child': { pb: { xs: 2.5, sm: 4 } },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <PointOfSaleIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
            <Box>
              <Typography id={titleId} component="h2" variant="h2">
                {m.openTitle}
              </Typography>
              <Typography color="text.secondary">{tillNameOf(device)}</Typography>
            </Box>
          </Box>
          <Typography>{m.openHint}</Typography>
          <FormErrorAlert message={formError} />
          <TextField
            label="Float"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            error={fieldError !== null}
            helperText={
              fieldError ??
              (lastFloat === null
                ? 'The notes and coins in the drawer, for example 100.00.'
                : `Last time this till opened with ${formatPence(lastFloat)}.`)
            }
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
              htmlInput: { inputMode: 'decimal' },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={open.isPending}
            sx={{ minHeight: 64, fontSize: '1.25rem' }}
          >
            {m.openTitle}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
