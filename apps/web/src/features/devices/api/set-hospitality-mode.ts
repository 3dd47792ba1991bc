import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { api } from '@/api/api-client';
import { SESSION_QUERY_KEY } from '@/api/get-session';

/** POST terminal/hospitality-mode/ {hospitality_mode} (spec 001 §7): answers the new value. */
export const setHospitalityMode = async (hospitalityMode: boolean): Promise<boolean> =>
  (
    await api.post<{ hospitalityMode: boolean }>('terminal/hospitality-mode', {
      hospitalityMode,
    })
  ).hospitalityMode;

/** The session's client carries the flag (001 §3 client settings): it takes the new value. */
export const useSetHospitalityMode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHospitalityMode,
    onSuccess: (hospitalityMode) =>
      queryClient.setQueryData<Session>(SESSION_QUERY_KEY, (session) =>
        session === undefined || session.client === null
          ? session
          : { ...session, client: { ...session.client, hospitalityMode } },
      ),
  });
};
