import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Answers travel compressed (brotli or gzip, as the client accepts): JSON
 * over 1 KB here, and streams such as the CSV export as they flow. The web
 * app's assets are compressed once at build time (apps/web/vite.config.ts) and
 * served as they are (web-app.ts, preCompressed); what already carries a
 * content-encoding is never compressed again.
 */
export const registerCompression = async (app: FastifyInstance): Promise<void> => {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
};
