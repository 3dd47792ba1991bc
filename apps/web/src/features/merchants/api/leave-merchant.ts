import type { Session } from '@opentill/contract/auth/auth.schemas';
import { api } from '@/api/api-client';
import { useMoveSession } from '@/features/merchants/api/use-move-session';

/** POST merchants/leave/: the session returns to the superadmin's own merchant. */
export const leaveMerchant = async (): Promise<Session> =>
  await api.post<Session>('merchants/leave');

/** Leaves, then opens Merchants, where the superadmin's work is. */
export const useLeaveMerchant = () => useMoveSession(leaveMerchant, '/merchants');
