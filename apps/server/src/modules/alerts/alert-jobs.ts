import type { Job } from '@/infra/jobs/job-runner.js';
import { raiseLowStockAlerts } from './raise-low-stock-alerts.js';
import { raiseServiceAlerts } from './raise-service-alerts.js';

/** The alert jobs main.ts hands the runner, each under a lease of its own name. */
export const alertJobs: readonly Job[] = [
  { name: 'alerts.low_stock', run: async (db, now) => void (await raiseLowStockAlerts(db, now)) },
  { name: 'alerts.service_end', run: async (db, now) => void (await raiseServiceAlerts(db, now)) },
];
