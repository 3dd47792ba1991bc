import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built single-page app: hashed assets cached for a year, the
 * shell and service worker always revalidated, and any other page path
 * answered with index.html so the client router takes over.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string): Promise<void> => {
  const indexHtml = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexHtml))
    throw new Error(`The web app is not built: ${indexHtml} is missing. Run npm run build.`);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset: sent as they are, never compressed per request.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      void res.header(
        'cache-control',
        isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // Static files are routes of their own (wildcard: false); any other page path gets the
  // app shell so the client router takes over. /api/* misses are answered by the API scope.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(404)
        .send({ detail: `Nothing at ${request.method} ${request.url.split('?')[0]}.` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
