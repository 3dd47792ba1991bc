// `npm start`: build what is missing or out of date, then run the server in this process.
import { buildStale } from './build-stale.mjs';

buildStale();
await import('../apps/server/dist/main.js');
