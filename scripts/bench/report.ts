import { type BenchPage, WALK_CPU_SLOWDOWN, WALK_VIEWPORT } from './config';
import { format } from './format';
import { GOALS, type RouteSummary } from './goals';
import type { PageMetrics } from './lighthouse';
import type { WalkStep } from './walk-steps';

export interface BenchResult {
  /** e.g. `Lighthouse 12.8.2, Chromium 142`. */
  readonly tools: string;
  readonly runs: number;
  readonly date: Date;
  readonly floor: { readonly page: BenchPage; readonly metrics: PageMetrics };
  readonly routes: readonly (RouteSummary & { readonly page: BenchPage })[];
  /** Each step's median worst duration over the walks. */
  readonly steps: readonly { readonly step: WalkStep; readonly worst: number }[];
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const table = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');

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

function goalsTable({ floor, routes }: BenchResult): string {
  return table(
    ['Goal', ...routes.map((route) => route.page.label)],
    GOALS.map((goal) => [
      goal.label,
      ...routes.map((route) => {
        const value = goal.measure(route, floor.metrics);
        return `${goal.met(value) ? '✅ pass' : '❌ fail'} (${goal.format(value)})`;
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

/** The whole report, in Markdown: medians, goals, and the walk step by step. */
export function renderReport(result: BenchResult): string {
  return [
    `Measured ${result.date.toISOString().slice(0, 10)} with \`npm run bench\`: ${result.tools}, ` +
      'mobile preset (simulated slow 4G, 4× CPU), served like production (brotli, else gzip), ' +
      `medians of ${result.runs} ` +
      `run${result.runs === 1 ? '' : 's'}; interactions: Event Timing at ${WALK_CPU_SLOWDOWN}× CPU, ` +
      `${WALK_VIEWPORT.width}×${WALK_VIEWPORT.height}, ` +
      `after hydration, third parties blocked.`,
    mediansTable(result),
    goalsTable(result),
    interactionsTable(result),
  ].join('\n\n');
}
