import type { FastifyInstance } from 'fastify';
import { detailSchema } from '@opentill/contract/auth/auth.schemas';
import {
  hospitalityModeInputSchema,
  hospitalityModeResponseSchema,
  pairInputSchema,
  pairParamsSchema,
  pairResponseSchema,
  terminalLoginInputSchema,
  terminalLoginResponseSchema,
  terminalMessages,
  terminalPinSetInputSchema,
} from '@opentill/contract/devices/terminal.schemas';
import {
  tillDeviceInputSchema,
  tillDeviceSchema,
} from '@opentill/contract/devices/till-device.schemas';
import { requireGroups, requireTenant } from '@/http/guards.js';
import { setSessionCookie } from '@/http/principal.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { toSession } from '@/modules/session/session-view.js';
import { changeHospitalityMode } from './hospitality-mode.service.js';
import { pairTerminal } from './pair-terminal.service.js';
import { registerTill } from './till-devices.service.js';
import { requireTerminalManager } from './terminal-guard.js';
import { createTerminalLoginService } from './terminal-login.service.js';
import { createTerminalPinService } from './terminal-pin.service.js';

const tags = ['devices'];

export const deviceRoutes = (root: FastifyInstance, { db, config }: AppDeps) => {
  const app = typed(root);
  const terminalLogin = createTerminalLoginService(db);
  const terminalPin = createTerminalPinService(db);

  // The merchant is the one X-DT-SCHEMA names; a leftover session of another merchant is replaced, not refused.
  app.post(
    '/login-terminal-device/',
    {
      schema: {
        tags,
        body: terminalLoginInputSchema,
        response: { 200: terminalLoginResponseSchema },
      },
      config: { access: 'public', ignoresMerchantHeader: true },
    },
    async (request, reply) => {
      const header = request.headers['x-dt-schema'];
      const signedIn = await terminalLogin.login({
        merchant: typeof header === 'string' && header !== '' ? header : undefined,
        deviceUuid: request.body.deviceUuid,
        pin: request.body.pin,
        previousSessionId: request.principal.sessionId,
      });
      setSessionCookie(reply, signedIn.token, signedIn.expiresAt, config.secureCookies);
      return {
        ...toSession({ user: null, client: signedIn.client, device: signedIn.device }),
        hospitalityMode: signedIn.client.hospitalityMode,
      };
    },
  );

  // Owner or superadmin only (001 §6 leaves it open; pairing trusts a device with the till).
  app.post(
    '/pair/:id/',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        params: pairParamsSchema,
        body: pairInputSchema,
        response: { 200: pairResponseSchema },
      },
    },
    async (request) => {
      const { client, user } = requireGroups(request, ['owner', 'superadmin']);
      return pairTerminal(
        db,
        client.id,
        { serialNumber: request.params.id, ...request.body },
        { userId: user.id },
      );
    },
  );

  // Issue 15: a browser till's device, for numbering the sales it makes offline.
  app.post(
    '/devices/tills/',
    {
      config: { access: 'till' },
      schema: { tags, body: tillDeviceInputSchema, response: { 200: tillDeviceSchema } },
    },
    async (request) => {
      // Access 'till' let in an employee or a signed-in terminal, never a screen.
      const { client, device } = requireTenant(request);
      const terminal = device?.kind === 'terminal' ? device : null;
      return registerTill(db, client.id, request.body.deviceUuid, terminal);
    },
  );

  app.post(
    '/terminal/pin/set/',
    {
      config: { access: 'till' },
      schema: { tags, body: terminalPinSetInputSchema, response: { 200: detailSchema } },
    },
    async (request) => {
      const { client, actor } = requireTerminalManager(request);
      await terminalPin.setPin(client.id, actor, request.body);
      return { detail: terminalMessages.pinChanged };
    },
  );

  app.post(
    '/terminal/hospitality-mode/',
    {
      config: { access: 'till' },
      schema: {
        tags,
        body: hospitalityModeInputSchema,
        response: { 200: hospitalityModeResponseSchema },
      },
    },
    async (request) => {
      const { client, actor } = requireTerminalManager(request);
      const isOn = request.body.hospitalityMode;
      return { hospitalityMode: await changeHospitalityMode(db, client.id, isOn, actor) };
    },
  );
};
