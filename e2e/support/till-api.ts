import { expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './users.js';

export type TillApi = {
  get: (path: string) => Promise<unknown>;
  patch: (path: string, data: unknown) => ReturnType<APIRequestContext['patch']>;
  put: (path: string, data: unknown) => ReturnType<APIRequestContext['put']>;
  delete: (path: string) => ReturnType<APIRequestContext['delete']>;
};

/**
 * An API session as a till: an employee logged in and, when named, a cashier signed in.
 * Catalogue and quick-till changes need a cashier who may edit (Sam, PIN 1234), whatever
 * the employee: journeys set up and put back shared state through it.
 */
export const tillApi = async (
  request: APIRequestContext,
  email: string,
  cashier?: { username: string; pin?: string },
): Promise<TillApi> => {
  await request.get('/api/session/');
  const headers = async () => ({
    'x-csrftoken':
      (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '',
  });
  const login = await request.post('/api/login/', {
    data: { email, password: PASSWORD },
    headers: await headers(),
  });
  expect(login.status()).toBe(200);
  if (cashier !== undefined) {
    const list = (await (await request.get('/api/accounts/cashier/')).json()) as {
      id: string;
      username: string;
    }[];
    const id = list.find((c) => c.username === cashier.username)?.id;
    const signIn = await request.post(`/api/accounts/cashier/${id}/login/`, {
      data: cashier.pin === undefined ? {} : { pin: cashier.pin },
      headers: await headers(),
    });
    expect(signIn.status()).toBe(200);
  }
  return {
    get: async (path) => (await request.get(path)).json(),
    patch: async (path, data) => request.patch(path, { data, headers: await headers() }),
    put: async (path, data) => request.put(path, { data, headers: await headers() }),
    delete: async (path) => request.delete(path, { headers: await headers() }),
  };
};
