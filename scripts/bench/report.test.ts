import { describe, expect, it } from 'vitest';
import { PAGES } from './config';
import { GOALS, type RouteSummary } from './goals';
import type { PageMetrics } from './lighthouse';
import { renderReport } from './report';
import { median, medianMetrics } from './stats';
import { WALK_STEPS } from './walk-steps';

const floor: PageMetrics = { performance: 100, fcp: 700, lcp: 700, tbt: 0, cls: 0, jsKb: 0 };
/** A route exactly on every goal's limit. */
const onTheLimit: RouteSummary = {
  metrics: { performance: 98, fcp: 840, lcp: 1050, tbt: 100, cls: 0.01, jsKb: 110 },
  worstInteraction: 100,
};

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('takes each metric over the runs on its own', () => {
    const runs = [
      { ...floor, fcp: 900, tbt: 10 },
      { ...floor, fcp: 600, tbt: 30 },
      { ...floor, fcp: 700, tbt: 20 },
    ];
    expect(medianMetrics(runs)).toEqual({ ...floor, fcp: 700, tbt: 20 });
  });
});

describe('goals', () => {
  it('are met on their limits, relative to the floor where they say so', () => {
    for (const goal of GOALS)
      expect(goal.met(goal.measure(onTheLimit, floor)), goal.label).toBe(true);
  });

  it('each fail just past their limit', () => {
    const pastTheLimit: RouteSummary = {
      metrics: { performance: 97, fcp: 841, lcp: 1051, tbt: 101, cls: 0.011, jsKb: 110.1 },
      worstInteraction: 104,
    };
    for (const goal of GOALS)
      expect(goal.met(goal.measure(pastTheLimit, floor)), goal.label).toBe(false);
  });
});

describe('report', () => {
  const report = renderReport({
    tools: 'Lighthouse 12.8.2, Chromium 140',
    runs: 5,
    date: new Date('2026-01-02T12:00:00Z'),
    floor: { page: PAGES.floor, metrics: floor },
    routes: [{ page: PAGES.home, ...onTheLimit }],
    steps: WALK_STEPS.map((step) => ({ step, worst: 8 })),
  });

  it('shows ratios to the floor and a pass per goal', () => {
    expect(report).toContain(
      '| `/` | 98 | 840 | 1.20× | 1050 | 1.50× | 100 | 0.010 | 110.0 | 100 |',
    );
    expect(report.match(/✅ pass/g)).toHaveLength(GOALS.length);
  });

  it('says what it measured and how', () => {
    expect(report).toContain('Measured 2026-01-02');
    expect(report).toContain('medians of 5 runs');
  });

  it('shows events under the 16 ms the API reports as a bound', () => {
    expect(report).toContain('| `/` | open the menu | < 16 |');
  });
});
