import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  createShower,
  INTRO_DELAY_MS,
  type Meteor,
  type MeteorsInput,
  meteorsMachine,
  SHOWER_DELAY_MS,
  SHOWER_SIZE,
} from './meteors';
import { mulberry32 } from '../src/domain/random';
import { INTRO_ELAPSED, meteorsModel, SHOWER_DUE } from '../tests/model/meteors';
import { modelPaths, pathTitle } from '../tests/model/model';

function startMeteors(input: MeteorsInput) {
  return createActor(meteorsMachine, { input }).start();
}

function isRounded(value: number): boolean {
  return Math.round(value * 100) / 100 === value;
}

/** The spec's ranges, rounded to hundredths. */
function expectWithinRanges(meteors: Meteor[]) {
  expect(meteors).toHaveLength(SHOWER_SIZE);
  expect(meteors.map((m) => m.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  for (const m of meteors) {
    expect(m.top).toBeGreaterThanOrEqual(0);
    expect(m.top).toBeLessThanOrEqual(60);
    expect(m.left).toBeGreaterThanOrEqual(0);
    expect(m.left).toBeLessThanOrEqual(100);
    expect(m.delay).toBeGreaterThanOrEqual(0);
    expect(m.delay).toBeLessThanOrEqual(6);
    expect(m.duration).toBeGreaterThanOrEqual(2.5);
    expect(m.duration).toBeLessThanOrEqual(6);
    expect(m.length).toBeGreaterThanOrEqual(80);
    expect(m.length).toBeLessThanOrEqual(200);
    for (const n of [m.top, m.left, m.delay, m.duration, m.length]) expect(isRounded(n)).toBe(true);
  }
}

describe('mulberry32', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, mulberry32(43))).not.toEqual(first);
  });

  it('stays within [0, 1)', () => {
    const random = mulberry32(7);
    for (let i = 0; i < 1000; i++) {
      const n = random();
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
  });
});

describe('createShower', () => {
  it('covers the extremes of each range', () => {
    for (const [edge, expected] of [
      [0, { top: 0, left: 0, delay: 0, duration: 2.5, length: 80 }],
      [0.999_999, { top: 60, left: 100, delay: 6, duration: 6, length: 200 }],
    ] as const) {
      expect(createShower(() => edge)[0]).toEqual({ id: 0, ...expected });
    }
  });

  it('draws five numbers per meteor', () => {
    const random = vi.fn(mulberry32(1));
    expectWithinRanges(createShower(random));
    expect(random).toHaveBeenCalledTimes(SHOWER_SIZE * 5);
  });
});

describe('meteorsMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec timings', () => {
    expect(INTRO_DELAY_MS).toBe(2000);
    expect(SHOWER_DELAY_MS).toBe(4000);
    expect(SHOWER_SIZE).toBe(8);
  });

  it('keeps only plain data in context', () => {
    const actor = startMeteors({ reducedMotion: false, seed: 1 });
    vi.advanceTimersByTime(INTRO_DELAY_MS + SHOWER_DELAY_MS);
    const { context } = actor.getSnapshot();
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });

  it('generates the same shower for the same seed', () => {
    const showerFor = (seed: number) => {
      const actor = startMeteors({ reducedMotion: false, seed });
      vi.advanceTimersByTime(INTRO_DELAY_MS + SHOWER_DELAY_MS);
      return actor.getSnapshot().context.meteors;
    };
    const shower = showerFor(1);
    expect(showerFor(1)).toEqual(shower);
    expect(showerFor(2)).not.toEqual(shower);
    expect(shower[0]).toEqual({
      id: 0,
      top: 37.62,
      left: 0.27,
      delay: 3.16,
      duration: 5.93,
      length: 196.21,
    });
  });

  it('stays on the shower for good', () => {
    const actor = startMeteors({ reducedMotion: false, seed: 1 });
    vi.advanceTimersByTime(INTRO_DELAY_MS + SHOWER_DELAY_MS);
    const { meteors } = actor.getSnapshot().context;
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toBe('shower');
    expect(actor.getSnapshot().context.meteors).toBe(meteors);
  });

  it('stays off with reduced motion', () => {
    const actor = startMeteors({ reducedMotion: true, seed: 1 });
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context.meteors).toEqual([]);
  });
});

describe('meteorsMachine, every shortest path', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  for (const path of modelPaths(meteorsModel)) {
    it(pathTitle(path), async () => {
      const actor = startMeteors(path.input as MeteorsInput);
      const value = () => actor.getSnapshot().value;
      const meteors = () => actor.getSnapshot().context.meteors;
      /** A delay ends exactly on time: one millisecond short, the state has not moved yet. */
      const elapse = (ms: number) => () => {
        const before = value();
        vi.advanceTimersByTime(ms - 1);
        expect(value()).toBe(before);
        vi.advanceTimersByTime(1);
      };
      await path.test({
        events: {
          [INTRO_ELAPSED.type]: elapse(INTRO_DELAY_MS),
          [SHOWER_DUE.type]: elapse(SHOWER_DELAY_MS),
        },
        states: {
          waiting: () => expect(meteors()).toEqual([]),
          prominent: () => expect(meteors()).toEqual([]),
          shower: () => expectWithinRanges(meteors()),
          off: () => {
            expect(meteors()).toEqual([]);
            // Nothing is scheduled: the timeline never starts.
            expect(vi.getTimerCount()).toBe(0);
          },
        },
      });
      actor.stop();
    });
  }
});
