import { api } from '@/api/api-client';
import { hasCsrfCookie } from '@/api/cookies';

/** A visitor who is not logged in may not have the CSRF cookie yet; GET session/ hands it out. */
export const ensureCsrfCookie = async (): Promise<void> => {
  if (!hasCsrfCookie()) await api.get('session');
};
