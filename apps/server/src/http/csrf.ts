import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';
import { isScreen } from './route-access.js';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit CSRF: a readable cookie echoed in a header on every unsafe
 * method, log in included. Any response to a request without the cookie arms it.
 * A paired screen authenticates by header, which a browser cannot send
 * cross-site, so it needs no token; runs after the principal is resolved, so
 * only a real screen skips the check (a Screen header naming none is a 401 there).
 */
export const registerCsrf = (app: FastifyInstance, options: { secure: boolean }): void => {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      void reply.setCookie(CSRF_COOKIE, crypto.randomBytes(24).toString('hex'), {
        path: '/',
        sameSite: 'lax',
        secure: options.secure,
        httpOnly: false,
        maxAge: 60 * 60 * 24 * 365,
      });
    }
    if (!UNSAFE.has(request.method)) return;
    if (isScreen(request.principal)) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      throw AppError.detail('forbidden', 'CSRF Failed: CSRF token missing or incorrect.');
    }
  });
};

const safeEqual = (a: string, b: string): boolean =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
