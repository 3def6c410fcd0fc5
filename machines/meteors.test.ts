import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import {
  INTRO_DELAY_MS,
  type MeteorsInput,
  meteorsMachine,
  SHOWER_DELAY_MS,
  SHOWER_SIZE,
} from './meteors';
import { mulberry32 } from '../src/domain/random';
import { activePaths } from './active-paths';

/** 'a.b.c'-style keys for every state node a state value is in, ancestors included. */
function startMeteors(input: MeteorsInput) {
  return createActor(meteorsMachine, { input }).start();
}

function isRounded(value: number): boolean {
  return Math.round(value * 100) / 100 === value;
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

  it('shows nothing before 2000 ms', () => {
    const random = vi.fn(mulberry32(1));
    const actor = startMeteors({ reducedMotion: false, random });
    vi.advanceTimersByTime(INTRO_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.meteors).toEqual([]);
    expect(random).not.toHaveBeenCalled();
  });

  it('shows the prominent meteor from 2000 ms until 6000 ms', () => {
    const actor = startMeteors({ reducedMotion: false, random: mulberry32(1) });
    vi.advanceTimersByTime(INTRO_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('prominent');
    vi.advanceTimersByTime(SHOWER_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('prominent');
    expect(actor.getSnapshot().context.meteors).toEqual([]);
  });

  it('starts a shower of 8 meteors within range at 6000 ms', () => {
    const actor = startMeteors({ reducedMotion: false, random: mulberry32(1) });
    vi.advanceTimersByTime(INTRO_DELAY_MS + SHOWER_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('shower');

    const { meteors } = actor.getSnapshot().context;
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
      for (const n of [m.top, m.left, m.delay, m.duration, m.length])
        expect(isRounded(n)).toBe(true);
    }
  });

  it('covers the extremes of each range', () => {
    for (const [edge, expected] of [
      [0, { top: 0, left: 0, delay: 0, duration: 2.5, length: 80 }],
      [0.999_999, { top: 60, left: 100, delay: 6, duration: 6, length: 200 }],
    ] as const) {
      const actor = startMeteors({ reducedMotion: false, random: () => edge });
      vi.advanceTimersByTime(INTRO_DELAY_MS + SHOWER_DELAY_MS);
      expect(actor.getSnapshot().context.meteors[0]).toEqual({ id: 0, ...expected });
    }
  });

  it('generates the same shower for the same seed', () => {
    const showerFor = (seed: number) => {
      const actor = startMeteors({ reducedMotion: false, random: mulberry32(seed) });
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
    const random = vi.fn(mulberry32(1));
    const actor = startMeteors({ reducedMotion: false, random });
    vi.advanceTimersByTime(INTRO_DELAY_MS + SHOWER_DELAY_MS);
    const { meteors } = actor.getSnapshot().context;
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toBe('shower');
    expect(actor.getSnapshot().context.meteors).toBe(meteors);
    expect(random).toHaveBeenCalledTimes(SHOWER_SIZE * 5);
  });

  it('goes straight to off and stays there with reduced motion', () => {
    const random = vi.fn(mulberry32(1));
    const actor = startMeteors({ reducedMotion: true, random });
    expect(actor.getSnapshot().value).toBe('off');
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context.meteors).toEqual([]);
    expect(random).not.toHaveBeenCalled();
  });

  it('walks every shortest path and reaches every state', () => {
    const reached = new Set<string>();
    for (const reducedMotion of [false, true]) {
      const paths = getShortestPaths(meteorsMachine, {
        input: { reducedMotion, random: mulberry32(1) },
      });
      for (const path of paths) {
        const actor = startMeteors({ reducedMotion, random: mulberry32(1) });
        for (const [index, step] of path.steps.entries()) {
          // The only events are the machine's own delays, so a step is the next timer firing.
          if (index > 0) {
            expect(step.event.type).toMatch(/^xstate\.after\./);
            vi.advanceTimersToNextTimer();
          }
          expect(actor.getSnapshot().value).toEqual(step.state.value);
          for (const key of activePaths(step.state.value)) reached.add(key);
        }
        actor.stop(); // cancels its pending delay so it cannot fire during the next path
      }
    }
    const allStates = getStateNodes(meteorsMachine).map((node) => node.path.join('.'));
    expect([...reached].sort()).toEqual(allStates.sort());
  });
});
