import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after the microtasks queued before it: in a task of its own', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await task;
    expect(order).toEqual(['microtask', 'task']);
  });

  it('resolves under a paused clock, which holds every timer', async () => {
    vi.useFakeTimers();
    await expect(nextTask()).resolves.toBeUndefined();
  });
});
