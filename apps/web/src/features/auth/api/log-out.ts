import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/api/api-client';
import { endSession } from '@/api/end-session';

/** POST logout/. Never starts another log out, and a failure still logs out locally. */
export const logOut = async (): Promise<void> => {
  try {
    await api.post('logout', undefined, { skipAuthEvents: true });
  } catch {
    // The server session may already be gone; the local log out is what matters.
  }
};

export const useLogOut = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logOut,
    onSettled: () => endSession(queryClient, navigate),
  });
};
