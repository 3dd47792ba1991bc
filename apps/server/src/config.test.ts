import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('JOBS', () => {
  it('runs the jobs by default and not with JOBS=off', () => {
    expect(loadConfig({}).isJobsOn).toBe(true);
    expect(loadConfig({ JOBS: 'on' }).isJobsOn).toBe(true);
    expect(loadConfig({ JOBS: 'off' }).isJobsOn).toBe(false);
  });

  it('stops start-up on any other value, naming the variable', () => {
    expect(() => loadConfig({ JOBS: 'no' })).toThrow(/JOBS/);
  });
});
