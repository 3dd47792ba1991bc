import type { Job } from '@/infra/jobs/job-runner.js';
import { pruneEvents } from './events.service.js';

/** Live events are kept for EVENT_RETENTION_HOURS; older ones answer `reset`. */
export const eventJobs: readonly Job[] = [
  { name: 'events.prune', run: async (db, now) => void (await pruneEvents(db, now)) },
];
