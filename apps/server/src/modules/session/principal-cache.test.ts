import { describe, expect, it } from 'vitest';
import type { EventListener } from '@/infra/events/event-bus.js';
import { createPrincipalCache } from './principal-cache.js';
import { anonymous, type Principal, type UserRow } from './session.service.js';

const fakeBus = () => {
  const listeners: EventListener[] = [];
  return {
    subscribe: (listener: EventListener) => {
      listeners.push(listener);
      return () => {};
    },
    hear: (note: Parameters<EventListener>[0]) => listeners.forEach((listener) => listener(note)),
  };
};

const principal = (): Principal => ({
  ...anonymous,
  sessionId: 's',
  user: { firstName: 'Sam' } as UserRow,
});

const hearing = (ttlMs = 1000) => {
  const bus = fakeBus();
  const cache = createPrincipalCache(ttlMs, bus);
  bus.hear({ kind: 'resync' });
  return { bus, cache };
};

const store = (cache: ReturnType<typeof createPrincipalCache>, now: number, expiresAt = 1e15) =>
  cache.set({
    sessionId: 's',
    principal: principal(),
    expiresAt,
    generation: cache.generation(),
    now,
  });

describe('the principal cache', () => {
  it('remembers nothing until the bus listens, nor after it loses its connection', () => {
    const bus = fakeBus();
    const cache = createPrincipalCache(1000, bus);
    store(cache, 0);
    expect(cache.get('s', 1)).toBeUndefined();
    bus.hear({ kind: 'resync' });
    store(cache, 0);
    expect(cache.get('s', 1)).toBeDefined();
    bus.hear({ kind: 'lost' });
    expect(cache.get('s', 1)).toBeUndefined();
    store(cache, 0);
    expect(cache.size).toBe(0);
  });

  it('is off with no time to live', () => {
    const bus = fakeBus();
    const cache = createPrincipalCache(0, bus);
    bus.hear({ kind: 'resync' });
    store(cache, 0);
    expect(cache.isOn).toBe(false);
    expect(cache.get('s', 1)).toBeUndefined();
  });

  it('forgets a session after its time to live, and never keeps it past its expiry', () => {
    const { cache } = hearing(1000);
    store(cache, 0);
    expect(cache.get('s', 999)).toBeDefined();
    expect(cache.get('s', 1000)).toBeUndefined();
    store(cache, 0, 300);
    expect(cache.get('s', 299)).toBeDefined();
    expect(cache.get('s', 300)).toBeUndefined();
  });

  it('forgets everything when a principal changes anywhere, and ignores order events', () => {
    const { bus, cache } = hearing();
    store(cache, 0);
    bus.hear({ kind: 'event', clientId: 'c', id: 1 });
    expect(cache.size).toBe(1);
    bus.hear({ kind: 'principals' });
    expect(cache.size).toBe(0);
  });

  it('drops a lookup that began before the last change', () => {
    const { bus, cache } = hearing();
    const startedIn = cache.generation();
    bus.hear({ kind: 'principals' });
    cache.set({
      sessionId: 's',
      principal: principal(),
      expiresAt: 1e15,
      generation: startedIn,
      now: 0,
    });
    expect(cache.get('s', 1)).toBeUndefined();
  });

  it('hands out principals no request can change for the next', () => {
    const { cache } = hearing();
    store(cache, 0);
    const kept = cache.get('s', 1);
    expect(() => {
      if (kept?.user) (kept.user as { firstName: string }).firstName = 'Changed';
    }).toThrow(TypeError);
  });
});
