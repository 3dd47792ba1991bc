import { describe, expect, it, vi } from 'vitest';
import { eventStream } from '@/api/event-stream';
import { whileStreamDown } from '@/api/live-interval';

describe('whileStreamDown', () => {
  it('polls while the stream is off, connecting or down, and not while it is live', () => {
    const state = vi.spyOn(eventStream, 'getState');
    const interval = whileStreamDown(5000);
    for (const down of ['off', 'connecting', 'down'] as const) {
      state.mockReturnValue(down);
      expect(interval()).toBe(5000);
    }
    state.mockReturnValue('live');
    expect(interval()).toBe(false);
  });
});
