import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tokenLoginInputSchema, type Session } from '@opentill/contract/auth/auth.schemas';
import type { z } from 'zod';
import { api } from '@/api/api-client';
import { setMerchantIdentifier } from '@/api/client-storage';
import { setSessionData } from '@/api/get-session';
import { ensureCsrfCookie } from '@/features/auth/api/log-in';

export type TokenLoginInput = z.input<typeof tokenLoginInputSchema>;

/** Magic-link sign-in: name the merchant first, so the exchange goes to the right tenant. */
export const logInWithToken = async (input: TokenLoginInput): Promise<Session> => {
  const parsed = tokenLoginInputSchema.parse(input);
  if (parsed.merchant !== undefined && parsed.merchant !== '')
    setMerchantIdentifier(parsed.merchant);
  await ensureCsrfCookie();
  return await api.post<Session>('token-login', parsed);
};

export const useLogInWithToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logInWithToken,
    onSuccess: (session) => setSessionData(queryClient, session),
  });
};
