import type { Session } from '@opentill/contract/auth/auth.schemas';
import { api } from '@/api/api-client';
import { useMoveSession } from '@/features/merchants/api/use-move-session';

/** POST merchants/{id}/switch/: the session now acts in that merchant (a support view). */
export const switchMerchant = async (merchantId: string): Promise<Session> =>
  await api.post<Session>(`merchants/${merchantId}/switch`);

/** Switches, then opens Home, which shows the merchant's own data. */
export const useSwitchMerchant = () => useMoveSession(switchMerchant, '/');
