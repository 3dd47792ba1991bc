import { useMutation } from '@tanstack/react-query';
import type { passwordResetCompleteInputSchema } from '@opentill/contract/auth/auth.schemas';
import type { z } from 'zod';
import { api } from '@/api/api-client';
import { ensureCsrfCookie } from '@/features/auth/api/log-in';

export type PasswordResetCompleteInput = z.output<typeof passwordResetCompleteInputSchema>;

export const completePasswordReset = async (input: PasswordResetCompleteInput): Promise<void> => {
  await ensureCsrfCookie();
  await api.post('password/reset/complete', input);
};

export const useCompletePasswordReset = () => useMutation({ mutationFn: completePasswordReset });
