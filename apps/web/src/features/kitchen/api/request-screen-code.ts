import { useMutation } from '@tanstack/react-query';
import type { ScreenCodeResponse } from '@opentill/contract/devices/screen-code.schemas';
import { api } from '@/api/api-client';

/** POST screens/pairing-codes/ (no log-in): a 6-character code for this screen, live ten minutes. */
export const requestScreenCode = async (): Promise<ScreenCodeResponse> =>
  await api.post<ScreenCodeResponse>('screens/pairing-codes', {}, { skipAuthEvents: true });

export const useRequestScreenCode = () => useMutation({ mutationFn: requestScreenCode });
