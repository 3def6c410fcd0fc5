import {
  ANSWER_TIMEOUT_MS,
  PRESS_CPU_SLOWDOWN,
  PRESS_DELAY_MS,
  PRESS_NETWORK,
  type PressResult,
} from './cold-presses';
import { type BenchPage, PAGES, WALK_CPU_SLOWDOWN, WALK_VIEWPORT } from './config';
import { format } from './format';
import { GOALS, type Goal, LOAD_GOALS, PRESS_GOALS, type RouteSummary } from './goals';
import type { PageMetrics } from './lighthouse';
import type { WalkStep } from './walk-steps';

/** Lighthouse's medians of a page with simulated throttling (`metrics`) and applied (`devtools`). */
interface Loads {
  readonly page: BenchPage;
  readonly metrics: PageMetrics;
  readonly devtools: PageMetrics;
}

export interface BenchResult {
  /** e.g. `Lighthouse 12.8.2, Chromium 142`. */
  readonly tools: string;
  readonly runs: number;
  readonly date: Date;
  readonly floor: Loads;
  readonly routes: readonly (RouteSummary & Loads)[];
  /** Each step's median worst duration over the walks. */
  readonly steps: readonly { readonly step: WalkStep; readonly worst: number }[];
  /** Cold trials per control. */
  readonly pressRuns: number;
  readonly presses: readonly PressResult[];
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const table = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');

/** The same result, its simulated medians swapped for the applied ones. */
const applied = (result: BenchResult): BenchResult => ({
  ...result,
  floor: { ...result.floor, metrics: result.floor.devtools },
  routes: result.routes.map((route) => ({ ...route, metrics: route.devtools })),
});

function mediansTable({ floor, routes }: BenchResult): string {
  const line = (page: BenchPage, metrics: PageMetrics, worstInteraction: string) => [
    page.label,
    format.score(metrics.performance),
    format.ms(metrics.fcp),
    format.ratio(metrics.fcp / floor.metrics.fcp),
    format.ms(metrics.lcp),
    format.ratio(metrics.lcp / floor.metrics.lcp),
    format.ms(metrics.tbt),
    format.cls(metrics.cls),
    format.kb(metrics.jsKb),
    worstInteraction,
  ];
  return table(
    [
      'Page',
      'Perf',
      'FCP ms',
      'FCP / floor',
      'LCP ms',
      'LCP / floor',
      'TBT ms',
      'CLS',
      'JS KB sent',
      'Worst interaction ms',
    ],
    [
      line(floor.page, floor.metrics, '—'),
      ...routes.map((route) =>
        line(route.page, route.metrics, format.interaction(route.worstInteraction)),
      ),
    ],
  );
}

const verdict = (met: boolean, value: string) => `${met ? '✅ pass' : '❌ fail'} (${value})`;

function goalsTable({ floor, routes }: BenchResult, goals: readonly Goal[]): string {
  return table(
    ['Goal', ...routes.map((route) => route.page.label)],
    goals.map((goal) => [
      goal.label,
      ...routes.map((route) => {
        const value = goal.measure(route, floor.metrics);
        return verdict(goal.met(value), goal.format(value));
      }),
    ]),
  );
}

function interactionsTable({ routes, steps }: BenchResult): string {
  const labelOf = (step: WalkStep) =>
    routes.find((route) => route.page.id === step.page)?.page.label ?? step.page;
  return table(
    ['Page', 'Interaction', 'Worst event ms'],
    steps.map(({ step, worst }) => [labelOf(step), step.name, format.interaction(worst)]),
  );
}

const pressPage = ({ press }: PressResult) => PAGES[press.page].label;

function pressesTable({ presses }: BenchResult): string {
  return table(
    [
      'Page',
      'Control',
      'Press → answer ms',
      'Worst ms',
      'Median / frame (16.7 ms)',
      'First press → answer ms',
      'Navigation → answer ms',
      'Control painted ms',
      'Never answered',
      'Presses missed',
    ],
    presses.map((result) => [
      pressPage(result),
      result.press.name,
      format.press(result.pressToAnswer),
      format.press(result.worstPressToAnswer),
      format.frames(result.pressToAnswer),
      format.press(result.firstPressToAnswer),
      format.press(result.navigationToAnswer),
      format.press(result.painted),
      `${result.neverAnswered} / ${result.runs}`,
      String(result.missed),
    ]),
  );
}

function pressGoalsTable({ presses }: BenchResult): string {
  return table(
    ['Page', 'Control', ...PRESS_GOALS.map((goal) => goal.label)],
    presses.map((result) => [
      pressPage(result),
      result.press.name,
      ...PRESS_GOALS.map((goal) => {
        if (goal.only && !goal.only.includes(result.press.id)) return '—';
        const value = goal.measure(result);
        return verdict(goal.met(value), format.press(value));
      }),
    ]),
  );
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The whole report, in Markdown: Lighthouse's medians and goals with simulated then applied
 * throttling, the walk step by step, then the cold presses and their goals.
 */
export function renderReport(result: BenchResult): string {
  const { latency, downloadThroughput, uploadThroughput } = PRESS_NETWORK;
  const kbps = (bytesPerSecond: number) => Math.round((bytesPerSecond * 8) / 1024);
  return [
    `Measured ${result.date.toISOString().slice(0, 10)} with \`npm run bench\`: ${result.tools}, ` +
      'mobile preset (slow 4G, 4× CPU), served like production (brotli, else gzip), ' +
      `medians of ${plural(result.runs, 'run')}; interactions: Event Timing at ${WALK_CPU_SLOWDOWN}× CPU, ` +
      `${WALK_VIEWPORT.width}×${WALK_VIEWPORT.height}, ` +
      `after hydration, third parties blocked.`,
    'Lighthouse, simulated throttling (the preset’s default):',
    mediansTable(result),
    goalsTable(result, GOALS),
    'Lighthouse, applied throttling (`--throttling-method=devtools`, the preset’s values):',
    mediansTable(applied(result)),
    goalsTable(applied(result), LOAD_GOALS),
    interactionsTable(result),
    `Cold presses, medians of ${plural(result.pressRuns, 'trial')} per control: a fresh context ` +
      `(no cache, no service worker) at ${WALK_VIEWPORT.width}×${WALK_VIEWPORT.height}, ` +
      `${PRESS_CPU_SLOWDOWN}× CPU and ${latency} ms, ${kbps(downloadThroughput)}/` +
      `${kbps(uploadThroughput)} kbps applied from before navigation; each press ` +
      `${PRESS_DELAY_MS} ms after its control is seen painted (scrolled into view first if below ` +
      'the fold), timed on the page’s clock from the press event to the first frame showing the ' +
      `answer (never: not within ${ANSWER_TIMEOUT_MS / 1000} s). A press the control moved away ` +
      'from is missed, and made again where the control is: timed from the press that landed.',
    pressesTable(result),
    pressGoalsTable(result),
  ].join('\n\n');
}
