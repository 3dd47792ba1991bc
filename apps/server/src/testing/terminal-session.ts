import type { FastifyInstance } from 'fastify';
import { CORNER_CAFE, DEMO_TERMINAL_PIN } from '@/db/seed/demo-constants.js';
import { ApiClient } from './api-client.js';

export type TerminalLogin = { pin?: string; deviceUuid?: string; merchant?: string | null };

/** POST login-terminal-device/ as the terminal app does: the merchant in X-DT-SCHEMA. */
export const loginTerminal = (api: ApiClient, login: TerminalLogin = {}) => {
  const merchant = login.merchant === undefined ? CORNER_CAFE.identifier : login.merchant;
  return api.post(
    '/api/login-terminal-device/',
    {
      pin: login.pin ?? DEMO_TERMINAL_PIN,
      device_uuid: login.deviceUuid ?? CORNER_CAFE.terminalDeviceUuid,
    },
    merchant === null ? {} : { 'x-dt-schema': merchant },
  );
};

/** A client signed in as Corner Café's paired demo terminal. */
export const terminalSession = async (
  app: FastifyInstance,
  login: TerminalLogin = {},
): Promise<ApiClient> => {
  const api = new ApiClient(app);
  const res = await loginTerminal(api, login);
  if (res.statusCode !== 200) throw new Error(`terminal log-in failed: ${res.body}`);
  return api;
};
