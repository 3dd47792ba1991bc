import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { isApiError } from '@/api/api-error';
import { setupStatusQueryOptions } from '@/features/setup/api/get-setup-status';

/** Whether the installation has no merchant yet; a failed lookup counts as set up (log in still works). */
export const isSetupNeeded = async (queryClient: QueryClient): Promise<boolean> => {
  try {
    return (await queryClient.fetchQuery(setupStatusQueryOptions())).isNeeded;
  } catch (error) {
    if (isApiError(error)) return false;
    throw error;
  }
};

/** /setup only while it is needed: afterwards the page is closed and log in takes its place. */
export const createRequireSetupNeeded = (queryClient: QueryClient) => async () => {
  if (!(await isSetupNeeded(queryClient))) throw redirect('/login');
  return null;
};
