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

describe('DATABASE_PREPARED_STATEMENTS', () => {
  it('prepares by name unless it is off, and stops start-up on anything else', () => {
    expect(loadConfig({}).preparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' }).preparedStatements).toBe(false);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS/,
    );
  });
});

describe('DATABASE_LISTEN_URL', () => {
  it('names where live events listen, and is unset (DATABASE_URL then) when empty', () => {
    const direct = 'postgres://opentill@127.0.0.1:5432/opentill';
    expect(loadConfig({ DATABASE_LISTEN_URL: direct }).databaseListenUrl).toBe(direct);
    expect(loadConfig({ DATABASE_LISTEN_URL: '' }).databaseListenUrl).toBeUndefined();
    expect(loadConfig({}).databaseListenUrl).toBeUndefined();
  });
});
