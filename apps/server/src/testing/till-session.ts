import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '@/db/seed/demo-constants.js';
import { ApiClient } from './api-client.js';

export type CashierSignIn = { username: string; pin?: string };

/** The id of a live cashier of the caller's merchant, by name. */
export const cashierIdOf = async (api: ApiClient, username: string): Promise<string> => {
  const list = (await api.get('/api/accounts/cashier/')).json() as {
    id: string;
    username: string;
  }[];
  const cashier = list.find((c) => c.username === username);
  if (!cashier) throw new Error(`no cashier ${username}`);
  return cashier.id;
};

/** Signs a cashier in on the caller's session, as the till's log-in screen does. */
export const signInCashier = async (api: ApiClient, cashier: CashierSignIn): Promise<string> => {
  const id = await cashierIdOf(api, cashier.username);
  const res = await api.post(
    `/api/accounts/cashier/${id}/login/`,
    cashier.pin ? { pin: cashier.pin } : {},
  );
  if (res.statusCode !== 200) throw new Error(`cashier log-in failed: ${res.body}`);
  return id;
};

/** A browser-like client logged in as a demo employee, optionally with a cashier signed in. */
export const tillSession = async (
  app: FastifyInstance,
  email: string,
  cashier?: CashierSignIn,
): Promise<ApiClient> => {
  const api = new ApiClient(app);
  const res = await api.login(email, DEMO_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`log-in failed: ${res.body}`);
  if (cashier) await signInCashier(api, cashier);
  return api;
};
