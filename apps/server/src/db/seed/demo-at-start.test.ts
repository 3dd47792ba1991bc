import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.js';
import { shouldSeedDemo } from './demo-at-start.js';

describe('shouldSeedDemo', () => {
  it('seeds a first start of the embedded database, and only that, when nobody asked', () => {
    expect(shouldSeedDemo({ setting: 'auto', databaseKind: 'pglite', hasAnyMerchant: false })).toBe(
      true,
    );
    expect(shouldSeedDemo({ setting: 'auto', databaseKind: 'pglite', hasAnyMerchant: true })).toBe(
      false,
    );
  });

  it('never seeds a PostgreSQL database unasked, even an empty one', () => {
    expect(shouldSeedDemo({ setting: 'auto', databaseKind: 'pg', hasAnyMerchant: false })).toBe(
      false,
    );
    expect(shouldSeedDemo({ setting: 'auto', databaseKind: 'pg', hasAnyMerchant: true })).toBe(
      false,
    );
  });

  it('does what OPENTILL_DEMO asks on either database', () => {
    for (const databaseKind of ['pglite', 'pg'] as const) {
      for (const hasAnyMerchant of [false, true]) {
        expect(shouldSeedDemo({ setting: 'on', databaseKind, hasAnyMerchant })).toBe(true);
        expect(shouldSeedDemo({ setting: 'off', databaseKind, hasAnyMerchant })).toBe(false);
      }
    }
  });
});

describe('OPENTILL_DEMO', () => {
  it('reads 1 and true as on, 0 and false as off, unset as auto', () => {
    expect(loadConfig({}).demo).toBe('auto');
    expect(loadConfig({ OPENTILL_DEMO: '' }).demo).toBe('auto');
    expect(loadConfig({ OPENTILL_DEMO: '1' }).demo).toBe('on');
    expect(loadConfig({ OPENTILL_DEMO: 'true' }).demo).toBe('on');
    expect(loadConfig({ OPENTILL_DEMO: '0' }).demo).toBe('off');
    expect(loadConfig({ OPENTILL_DEMO: 'false' }).demo).toBe('off');
  });

  it('stops start-up on any other value, naming the variable', () => {
    expect(() => loadConfig({ OPENTILL_DEMO: 'yes' })).toThrow(/OPENTILL_DEMO/);
  });
});
