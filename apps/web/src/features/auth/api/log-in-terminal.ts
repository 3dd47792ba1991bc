import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import type { TerminalLoginResponse } from '@opentill/contract/devices/terminal.schemas';
import { api } from '@/api/api-client';
import { setMerchantIdentifier } from '@/api/client-storage';
import { getDeviceId, type TerminalPairing } from '@/api/device-pairing';
import { SESSION_QUERY_KEY, setSessionData } from '@/api/get-session';
import { ensureCsrfCookie } from '@/features/auth/api/log-in';

export type TerminalLogInInput = { pin: string; pairing: TerminalPairing };

/**
 * POST login-terminal-device/ {pin, device_uuid} (DESIGN.md §11): logs this device in as
 * the paired terminal (spec 001 §4 Session). The merchant goes in X-DT-SCHEMA, so it is
 * named before the call, as the magic link does.
 */
export const logInAsTerminal = async ({ pin, pairing }: TerminalLogInInput): Promise<Session> => {
  setMerchantIdentifier(pairing.merchant);
  await ensureCsrfCookie();
  const answer = await api.post<TerminalLoginResponse>(
    'login-terminal-device',
    { pin, deviceUuid: getDeviceId() },
    // A refused PIN is an answer for this form, not a session ending elsewhere.
    { skipAuthEvents: true },
  );
  return { user: answer.user, client: answer.client, device: answer.device };
};

export const useLogInAsTerminal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logInAsTerminal,
    onSuccess: (session) => {
      // Anything cached belonged to whoever used this device before.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
      setSessionData(queryClient, session);
    },
  });
};
