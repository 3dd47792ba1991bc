import { useMutation } from '@tanstack/react-query';
import type { PasswordSetInput } from '@opentill/contract/auth/auth.schemas';
import { api } from '@/api/api-client';

/** POST password/set/: 200, or 400 with field errors such as currentPassword. */
export const setPassword = async (input: PasswordSetInput): Promise<void> => {
  await api.post('password/set', input);
};

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
