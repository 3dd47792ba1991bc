import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/api-client';
import { ensureCsrfCookie } from '@/features/auth/api/log-in';

/**
 * POST request-login-link/ {email}: the server mails that person a one-time log-in link
 * (to /handle-login). It answers the same whether or not the email has an account.
 */
export const requestLoginLink = async (email: string): Promise<void> => {
  await ensureCsrfCookie();
  await api.post('request-login-link', { email }, { skipAuthEvents: true });
};

export const useRequestLoginLink = () => useMutation({ mutationFn: requestLoginLink });
