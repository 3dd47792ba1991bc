import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * The Content-Security-Policy of every answer, page and API alike (DESIGN.md §9).
 * Each source is one the app uses; nothing else may load, run or frame it.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  // Emotion (MUI) writes its styles into <style> tags at run time, and the print frame has its own.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Photo previews are data: URLs; a CSV download is a blob: URL.
  imgSrc: ["'self'", 'data:', 'blob:'],
  // The new-order alert is a generated data: WAV (platform/alert-sound.ts).
  mediaSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  // The browser talks to the card terminal itself (platform/card-terminal): https at any
  // address a shop gives it, or the simulator in plain http on this machine.
  connectSrc: ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
  // The receipt print frame is an about:blank frame of the app's own.
  frameSrc: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
};

/**
 * Security headers via @fastify/helmet (audit D9): the CSP above, no framing
 * (frame-ancestors and X-Frame-Options), no Referer (magic-link tokens live in
 * URLs), nosniff. HSTS only when the server is served over HTTPS, and no
 * upgrade-insecure-requests: a shop's server on plain http must keep working.
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  options: { isHttps: boolean },
): Promise<void> => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.isHttps
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
};
