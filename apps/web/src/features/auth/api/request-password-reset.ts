import { useMutation } from '@tanstack/react-query';
import type { passwordResetInputSchema } from '@opentill/contract/auth/auth.schemas';
import type { z } from 'zod';
import { api } from '@/api/api-client';
import { ensureCsrfCookie } from '@/features/auth/api/log-in';

export type PasswordResetInput = z.output<typeof passwordResetInputSchema>;

export const requestPasswordReset = async (input: PasswordResetInput): Promise<void> => {
  await ensureCsrfCookie();
  await api.post('password/reset', input);
};

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
