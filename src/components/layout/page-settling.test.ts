import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PageSettling from './page-settling';

// The count lives in the module: each test gets a fresh one.
let settling: typeof PageSettling;

/** Lets the queued checks (microtasks) run. */
const checked = () => new Promise<void>((resolve) => setTimeout(resolve));

beforeEach(async () => {
  vi.resetModules();
  settling = await import('./page-settling');
});

describe('page settling', () => {
  it('settles at once when nothing is awaited', async () => {
    const settled = vi.fn();
    settling.whenSettled(settled);
    await checked();
    expect(settled).toHaveBeenCalledOnce();
  });

  it('waits for every piece of work, awaited before or after the wait began', async () => {
    const settled = vi.fn();
    settling.workAwaited();
    settling.whenSettled(settled);
    // Awaited in the same commit as the wait: still counted.
    settling.workAwaited();
    await checked();
    settling.workDone();
    await checked();
    expect(settled).not.toHaveBeenCalled();
    settling.workDone();
    await checked();
    expect(settled).toHaveBeenCalledOnce();
  });

  it('counts a load as work until it ends, failed or not', async () => {
    const settled = vi.fn();
    let reject: (error: Error) => void = () => {};
    const promise = new Promise<never>((_, rejectLoad) => {
      reject = rejectLoad;
    });
    const failing = settling.settlesWith(promise).catch((error: Error) => error.message);
    settling.whenSettled(settled);
    await checked();
    expect(settled).not.toHaveBeenCalled();
    reject(new Error('offline'));
    expect(await failing).toBe('offline');
    await checked();
    expect(settled).toHaveBeenCalledOnce();
  });

  it('never settles for a wait that was cancelled', async () => {
    const settled = vi.fn();
    settling.workAwaited();
    const cancel = settling.whenSettled(settled);
    cancel();
    settling.workDone();
    await checked();
    expect(settled).not.toHaveBeenCalled();
  });
});
