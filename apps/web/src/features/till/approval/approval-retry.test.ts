import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { approvalRetry } from '@/features/till/approval/approval-retry';

// The approved resend's keys: a lost answer is replayed under the same key, an answered
// try spends its key, and nothing after the step ends reaches the screen.

const sam = { managerId: 'sam-id', pin: '1234' };
const wrongPin = new ApiError(400, { pin: ["That manager's PIN is not right."] });
const noServer = new ApiError(0, null);

const setUp = (answers: (() => Promise<string>)[]) => {
  const keys: string[] = [];
  const send = vi.fn(async (_: unknown, key: string) => {
    keys.push(key);
    const next = answers.shift();
    if (next === undefined) throw new Error('no answer left');
    return await next();
  });
  const handlers = { onApproved: vi.fn(), onRefused: vi.fn(), onCancel: vi.fn() };
  const pending = approvalRetry({ reason: 'why', keyBase: 'order-1', send, ...handlers });
  return { pending, keys, ...handlers };
};

describe('approvalRetry', () => {
  it('sends a lost try again under its key, and a new one after an answer', async () => {
    const { pending, keys, onApproved } = setUp([
      () => Promise.reject(noServer),
      () => Promise.reject(wrongPin),
      () => Promise.resolve('order'),
    ]);
    await expect(pending.approve(sam)).rejects.toBe(noServer);
    await expect(pending.approve(sam)).rejects.toBe(wrongPin);
    await pending.approve(sam);
    expect(keys).toEqual(['order-1:approval-1', 'order-1:approval-1', 'order-1:approval-2']);
    expect(onApproved).toHaveBeenCalledWith('order');
  });

  it('gives a lost try with another PIN a key of its own', async () => {
    const { pending, keys } = setUp([
      () => Promise.reject(noServer),
      () => Promise.resolve('order'),
    ]);
    await expect(pending.approve(sam)).rejects.toBe(noServer);
    await pending.approve({ ...sam, pin: '4321' });
    expect(keys).toEqual(['order-1:approval-1', 'order-1:approval-2']);
  });

  it('ends on a refusal of the action itself, and ignores an answer after Cancel', async () => {
    const outOfStock = new ApiError(400, { orderItems: ['Carrot Cake is out of stock.'] });
    const refused = setUp([() => Promise.reject(outOfStock)]);
    await refused.pending.approve(sam);
    expect(refused.onRefused).toHaveBeenCalledWith(outOfStock);

    let answer: (value: string) => void = () => undefined;
    const late = setUp([() => new Promise<string>((resolve) => (answer = resolve))]);
    const trying = late.pending.approve(sam);
    late.pending.cancel();
    answer('order');
    await trying;
    expect(late.onCancel).toHaveBeenCalledTimes(1);
    expect(late.onApproved).not.toHaveBeenCalled();
  });
});
