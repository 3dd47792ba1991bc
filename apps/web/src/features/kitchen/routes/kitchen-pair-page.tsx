import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ScreenCodeResponse } from '@opentill/contract/devices/screen-code.schemas';
import { isApiError } from '@/api/api-error';
import {
  SCREEN_CODE_STATUS_KEY,
  useScreenCodeStatus,
} from '@/features/kitchen/api/get-screen-code-status';
import { useRequestScreenCode } from '@/features/kitchen/api/request-screen-code';

const INK = '#ffffff';

/** "ABC234" → "ABC 234": two halves are easier to read across a kitchen and to type. */
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/**
 * /kitchen/pair (issue 14): a screen with nobody logged in asks for a code, shows it large
 * and waits. An owner types it on Devices; the screen then keeps its id and shows the
 * kitchen. A code lives ten minutes; an expired one is replaced by a new one.
 */
export const KitchenPairPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const request = useRequestScreenCode();
  const [current, setCurrent] = useState<ScreenCodeResponse | null>(null);
  const status = useScreenCodeStatus(current?.pollToken ?? null);
  const { mutate } = request;

  const askForCode = useCallback(
    () => mutate(undefined, { onSuccess: (answer) => setCurrent(answer) }),
    [mutate],
  );

  useEffect(askForCode, [askForCode]);

  // Expired (the server forgot it) or past its time: a new code replaces it.
  const isExpired =
    (isApiError(status.error) && status.error.status === 404) ||
    (status.data?.status === 'waiting' &&
      Date.parse(status.data.expiresAt) <= status.dataUpdatedAt);
  useEffect(() => {
    if (isExpired && !request.isPending) askForCode();
  }, [isExpired, request.isPending, askForCode]);

  // The screen's id is kept already (get-screen-code-status.ts): answers cached for whoever
  // used this browser before go, and the kitchen asks the server again, as the screen.
  const isPaired = status.data?.status === 'paired';
  useEffect(() => {
    if (!isPaired) return;
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== SCREEN_CODE_STATUS_KEY,
    });
    void navigate('/kitchen', { replace: true });
  }, [isPaired, queryClient, navigate]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        bgcolor: '#1c2322',
        color: INK,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 3,
        px: 3,
        py: 4,
      }}
    >
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Pair this screen
      </Typography>
      {current === null && !request.isError && (
        <CircularProgress sx={{ color: INK }} aria-label="Getting a code" />
      )}
      {request.isError && (
        <>
          <Alert severity="error">The server could not be reached to get a code.</Alert>
          <Button variant="contained" size="large" onClick={askForCode}>
            Try again
          </Button>
        </>
      )}
      {current !== null && (
        <>
          <Typography
            aria-label={`Pairing code ${current.code.split('').join(' ')}`}
            data-code={current.code}
            sx={{
              fontFamily: '"Roboto Mono", ui-monospace, monospace',
              fontWeight: 700,
              fontSize: { xs: '3.2rem', sm: '6rem', md: '8rem' },
              letterSpacing: '0.12em',
              lineHeight: 1.1,
              bgcolor: 'rgba(255,255,255,0.08)',
              borderRadius: 3,
              px: { xs: 2.5, sm: 5 },
              py: { xs: 1.5, sm: 3 },
            }}
          >
            {spaced(current.code)}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.1rem', sm: '1.4rem' }, maxWidth: 640 }}>
            On a till or phone, the owner opens <strong>Devices</strong> and types this code under
            Kitchen screens. This screen then shows the kitchen.
          </Typography>
          <Typography sx={{ opacity: 0.75 }}>
            {!isPaired
              ? 'Waiting for the code… A new code appears after 10 minutes.'
              : 'Paired. Opening the kitchen…'}
          </Typography>
        </>
      )}
    </Box>
  );
};
