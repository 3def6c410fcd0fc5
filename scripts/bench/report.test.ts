import { describe, expect, it } from 'vitest';
import { COLD_PRESSES, type ColdPress, type PressResult, type PressTrial } from './cold-presses';
import { PAGES } from './config';
import { GOALS, LOAD_GOALS, PRESS_GOALS, type RouteSummary } from './goals';
import type { PageMetrics } from './lighthouse';
import { renderReport } from './report';
import { type PressSummary, median, medianMetrics, summarizePresses } from './stats';
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

const pressNamed = (id: ColdPress['id']): ColdPress => {
  const press = COLD_PRESSES.find((candidate) => candidate.id === id);
  if (!press) throw new Error(`no cold press ${id}`);
  return press;
};

/** A control answered exactly on every press goal's limit (navigation: just under its bound). */
const pressOnTheLimit: PressSummary = {
  runs: 5,
  pressToAnswer: 100,
  worstPressToAnswer: 100,
  firstPressToAnswer: 100,
  navigationToAnswer: 2032,
  painted: 1500,
  neverAnswered: 0,
  missed: 0,
};

describe('cold press summary', () => {
  it('times each trial from its press, its first press and navigation to the answer frame', () => {
    const trials: PressTrial[] = [
      { painted: 900, firstPress: 1000, press: 1500, answer: 1540, missed: 1 },
      { painted: 800, firstPress: 1100, press: 1300, answer: 1320, missed: 2 },
      { painted: 1000, firstPress: 1200, press: 1400, answer: 1700 },
    ];
    expect(summarizePresses(trials)).toEqual({
      runs: 3,
      pressToAnswer: 40,
      worstPressToAnswer: 300,
      firstPressToAnswer: 500,
      navigationToAnswer: 1540,
      painted: 900,
      neverAnswered: 0,
      missed: 3,
    });
  });

  it('counts a trial never answered (or never pressed) as lasting forever', () => {
    const trials: PressTrial[] = [
      { painted: 900, firstPress: 1000, press: 1000, answer: 1050 },
      { painted: 900, firstPress: 1000, press: 1000 },
      {},
    ];
    expect(summarizePresses(trials)).toMatchObject({
      pressToAnswer: Infinity,
      worstPressToAnswer: Infinity,
      navigationToAnswer: Infinity,
      painted: 900,
      neverAnswered: 2,
    });
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

  it('judge presses on their limits, and each fails just past it', () => {
    const press = { press: pressNamed('menu'), ...pressOnTheLimit };
    const pastTheLimit: PressResult = {
      ...press,
      pressToAnswer: 100.1,
      worstPressToAnswer: 100.1,
      navigationToAnswer: 2033,
    };
    for (const goal of PRESS_GOALS) {
      expect(goal.met(goal.measure(press)), goal.label).toBe(true);
      expect(goal.met(goal.measure(pastTheLimit)), goal.label).toBe(false);
    }
  });
});

describe('report', () => {
  /** Applied throttling: a slower floor, and a route past the FCP goal (1.25× the floor's). */
  const appliedFloor: PageMetrics = { ...floor, fcp: 1000, lcp: 1000 };
  const appliedRoute: PageMetrics = { ...onTheLimit.metrics, fcp: 1250, lcp: 1400, tbt: 40 };
  /** The menu on every press goal's limit; GERAR LINK twice over it, once never answered. */
  const presses: PressResult[] = [
    { press: pressNamed('menu'), ...pressOnTheLimit },
    {
      press: pressNamed('generate'),
      runs: 5,
      pressToAnswer: 2400,
      worstPressToAnswer: Infinity,
      firstPressToAnswer: 3100,
      navigationToAnswer: 6000,
      painted: 1200,
      neverAnswered: 1,
      missed: 2,
    },
    { press: pressNamed('clear'), ...pressOnTheLimit, navigationToAnswer: 9000 },
  ];
  const report = renderReport({
    tools: 'Lighthouse 12.8.2, Chromium 140',
    runs: 5,
    date: new Date('2026-01-02T12:00:00Z'),
    floor: { page: PAGES.floor, metrics: floor, devtools: appliedFloor },
    routes: [{ page: PAGES.home, ...onTheLimit, devtools: appliedRoute }],
    steps: WALK_STEPS.map((step) => ({ step, worst: 8 })),
    pressRuns: 5,
    presses,
  });
  /** The report's part from `heading` on. */
  const after = (heading: string) => report.slice(report.indexOf(heading));

  it('shows ratios to the floor and a pass per goal', () => {
    expect(report).toContain(
      '| `/` | 98 | 840 | 1.20× | 1050 | 1.50× | 100 | 0.010 | 110.0 | 100 |',
    );
    const simulated = report.slice(0, report.indexOf('applied throttling'));
    expect(simulated.match(/✅ pass/g)).toHaveLength(GOALS.length);
  });

  it('shows applied throttling in its own table, each ratio to the floor measured alike', () => {
    const applied = after('applied throttling');
    expect(applied).toContain(
      '| `/` | 98 | 1250 | 1.25× | 1400 | 1.40× | 40 | 0.010 | 110.0 | 100 |',
    );
    expect(applied).toContain('| FCP ≤ 1.2× the floor’s | ❌ fail (1.25×) |');
    expect(applied).toContain('| LCP ≤ 1.5× the floor’s | ✅ pass (1.40×) |');
    const goals = applied.slice(0, applied.indexOf('Interaction'));
    expect(goals.match(/✅ pass|❌ fail/g)).toHaveLength(LOAD_GOALS.length);
  });

  it('shows each cold press in ms and in frames, a press never answered as never, and misses', () => {
    const table = after('Cold presses');
    expect(table).toContain(
      '| `/` | open the menu | 100 | 100 | 6.0× | 100 | 2032 | 1500 | 0 / 5 | 0 |',
    );
    expect(table).toContain(
      '| `/ferramentas/whatsapp-link-creator` | GERAR LINK | 2400 | never | 144.0× | 3100 | 6000 | 1200 | 1 / 5 | 2 |',
    );
  });

  it('judges every press on its median and worst, navigation only for the menu and GERAR LINK', () => {
    const goals = after('| Page | Control | Press → answer ≤ 100 ms (median)');
    expect(goals).toContain(
      '| `/` | open the menu | ✅ pass (100) | ✅ pass (100) | ✅ pass (2032) |',
    );
    expect(goals).toContain('| GERAR LINK | ❌ fail (2400) | ❌ fail (never) | ❌ fail (6000) |');
    expect(goals).toContain('| LIMPAR | ✅ pass (100) | ✅ pass (100) | — |');
  });

  it('says what it measured and how', () => {
    expect(report).toContain('Measured 2026-01-02');
    expect(report).toContain('medians of 5 runs');
    expect(report).toContain('medians of 5 trials per control');
  });

  it('shows events under the 16 ms the API reports as a bound', () => {
    expect(report).toContain('| `/` | open the menu | < 16 |');
  });
});
