import type { ColdPress, PressResult } from './cold-presses';
import { format } from './format';
import type { PageMetrics } from './lighthouse';

/** A route's medians: Lighthouse's metrics and its slowest interaction of the walk. */
export interface RouteSummary {
  readonly metrics: PageMetrics;
  readonly worstInteraction: number;
}

export interface Goal {
  readonly label: string;
  readonly measure: (route: RouteSummary, floor: PageMetrics) => number;
  readonly met: (value: number) => boolean;
  readonly format: (value: number) => string;
}

/**
 * The load goals, judged on Lighthouse alone (simulated or applied throttling), relative to the
 * floor page where a machine's speed would skew them.
 */
export const LOAD_GOALS: readonly Goal[] = [
  {
    label: 'Performance ≥ 98',
    measure: (route) => route.metrics.performance,
    met: (value) => value >= 98,
    format: format.score,
  },
  {
    label: 'FCP ≤ 1.2× the floor’s',
    measure: (route, floor) => route.metrics.fcp / floor.fcp,
    met: (value) => value <= 1.2,
    format: format.ratio,
  },
  {
    label: 'LCP ≤ 1.5× the floor’s',
    measure: (route, floor) => route.metrics.lcp / floor.lcp,
    met: (value) => value <= 1.5,
    format: format.ratio,
  },
  {
    label: 'TBT ≤ 100 ms',
    measure: (route) => route.metrics.tbt,
    met: (value) => value <= 100,
    format: format.ms,
  },
  {
    label: 'CLS ≤ 0.01',
    measure: (route) => route.metrics.cls,
    met: (value) => value <= 0.01,
    format: format.cls,
  },
];

/** The performance goals of the simulated load and the walk. */
export const GOALS: readonly Goal[] = [
  ...LOAD_GOALS,
  {
    label: 'JS before the first interaction ≤ 110 KB compressed',
    measure: (route) => route.metrics.jsKb,
    met: (value) => value <= 110,
    format: format.kb,
  },
  {
    label: 'Every interaction ≤ 100 ms',
    measure: (route) => route.worstInteraction,
    met: (value) => value <= 100,
    format: format.interaction,
  },
];

export interface PressGoal {
  readonly label: string;
  /** The controls it judges; every one when absent. */
  readonly only?: readonly ColdPress['id'][];
  readonly measure: (press: PressResult) => number;
  readonly met: (value: number) => boolean;
}

/**
 * A press answers within 100 ms (past that, a visitor feels a wait), in its worst run as in its
 * median: a median alone would hide the cold trial that found the app still loading. The menu and
 * GERAR LINK, each page's first thing to do, are answered within 2,033 ms of navigation.
 */
export const PRESS_GOALS: readonly PressGoal[] = [
  {
    label: 'Press → answer ≤ 100 ms (median)',
    measure: (press) => press.pressToAnswer,
    met: (value) => value <= 100,
  },
  {
    label: 'Press → answer ≤ 100 ms (worst)',
    measure: (press) => press.worstPressToAnswer,
    met: (value) => value <= 100,
  },
  {
    label: 'Navigation → answer < 2,033 ms (median)',
    only: ['menu', 'generate'],
    measure: (press) => press.navigationToAnswer,
    met: (value) => value < 2033,
  },
];
