import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/api-client';

/** POST request-login-link/ {email}: mails that user a one-time log-in link (Desktop Access). */
export const requestLoginLink = async (email: string): Promise<void> => {
  await api.post('request-login-link', { email });
};

export const useRequestLoginLink = () => useMutation({ mutationFn: requestLoginLink });
