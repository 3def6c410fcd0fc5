import { type BenchPage, WALK_CPU_SLOWDOWN, WALK_VIEWPORT } from './config';
import { format } from './format';
import { GOALS, type Goal, LOAD_GOALS, type RouteSummary } from './goals';
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

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The whole report, in Markdown: Lighthouse's medians and goals with simulated then applied
 * throttling, and the walk step by step.
 */
export function renderReport(result: BenchResult): string {
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
  ].join('\n\n');
}
