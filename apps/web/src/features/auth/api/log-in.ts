import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, Session } from '@opentill/contract/auth/auth.schemas';
import { api } from '@/api/api-client';
import { hasCsrfCookie } from '@/api/cookies';
import { setSessionData } from '@/api/get-session';

/** The server checks CSRF on log in too; its first GET session/ hands out the cookie. */
export const ensureCsrfCookie = async (): Promise<void> => {
  if (!hasCsrfCookie()) await api.get('session');
};

export const logIn = async (input: LoginInput): Promise<Session> => {
  await ensureCsrfCookie();
  // A refused log in is an answer for this form, not a session ending elsewhere.
  return await api.post<Session>('login', input, { skipAuthEvents: true });
};

export const useLogIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (session) => setSessionData(queryClient, session),
  });
};
