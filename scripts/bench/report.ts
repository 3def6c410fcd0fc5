// The bench's Markdown report: every figure beside its goal, for this build and, when asked, a
// baseline build measured in the same run.
import type { PageMetrics, ThrottlingMethod } from './lighthouse';
import { CPU_SLOWDOWN, NETWORK, PRESS_DELAY_MS, type Trial } from './phone';

/** The middle value: a NaN (not measured) is left out, an Infinity (never answered) counts. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** Each metric's median over the runs that measured it: without a TTI, Lighthouse gives no TBT. */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  const keys = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'jsKb'] as const;
  const medians = keys.map((key) => [key, median(runs.map((run) => run[key]))] as const);
  return Object.fromEntries(medians) as Record<(typeof keys)[number], number>;
}

/** What one build measured. */
export interface BuildResult {
  readonly label: string;
  /** Lighthouse's medians, by method, then page path (the floor's under `floor`). */
  readonly loads: Record<ThrottlingMethod, Record<string, PageMetrics>>;
  /** Scripts a whole visit of `/` runs, gzip KB. */
  visitJsKb: number;
  /** Cold trials, by scenario id. */
  readonly trials: Record<string, readonly Trial[]>;
}

export interface Report {
  readonly date: Date;
  readonly tools: string;
  readonly runs: number;
  readonly pages: readonly string[];
  /** `typed`: the visitor types first, so the navigation → answer goal is not theirs. */
  readonly scenarios: readonly {
    id: string;
    name: string;
    goal: 'press' | 'lost';
    typed?: boolean;
  }[];
  readonly builds: readonly BuildResult[];
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
/** A Markdown table under `header`, its columns' names as they are written: `A | B`. */
export function table(header: string, rows: readonly (readonly string[])[]) {
  const columns = header.split(' | ');
  return [row(columns), row(columns.map(() => '---')), ...rows.map(row)].join('\n');
}
const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'never');
const mark = (met: boolean) => (met ? '✓' : '✗');

/** A trial's press → answer (Infinity: never answered, or never pressed). */
const pressToAnswer = (trial: Trial) =>
  trial.press === undefined || trial.answer === undefined ? Infinity : trial.answer - trial.press;

function loadsTable(report: Report, method: ThrottlingMethod): string {
  const rows = report.pages.flatMap((path) =>
    report.builds.map((build) => {
      const floor = build.loads[method].floor;
      const page = build.loads[method][path];
      if (!floor || !page) return [path, build.label, '—', '—', '—', '—', '—'];
      const fcp = page.fcp / floor.fcp;
      const lcp = page.lcp / floor.lcp;
      return [
        `\`${path}\``,
        build.label,
        `${Math.round(page.performance)} ${mark(page.performance >= 98)}`,
        `${Math.round(page.fcp)} (${fcp.toFixed(2)}×) ${mark(fcp <= 1.2)}`,
        `${Math.round(page.lcp)} (${lcp.toFixed(2)}×) ${mark(lcp <= 1.5)}`,
        `${Math.round(page.tbt)} ${mark(page.tbt <= 100)}`,
        `${page.cls.toFixed(3)} ${mark(page.cls <= 0.01)}`,
      ];
    }),
  );
  return table(
    'Page | Build | Perf. ≥ 98 | FCP ms (≤ 1.2× floor) | LCP ms (≤ 1.5× floor) | TBT ≤ 100 ms | CLS ≤ 0.01',
    rows,
  );
}

function pressesTable(report: Report): string {
  const rows = report.scenarios.flatMap((scenario) =>
    report.builds.map((build) => {
      const trials = build.trials[scenario.id] ?? [];
      const times = trials.map(pressToAnswer);
      const answered = times.filter(Number.isFinite);
      const navigation = trials.map((trial) => trial.answer ?? Infinity);
      const lost = trials.length - answered.length;
      const live = trials.filter((trial) => trial.appLive).length;
      const worst = Math.max(...times);
      const goal = scenario.goal === 'lost' ? lost === 0 : worst <= 100;
      return [
        scenario.name,
        build.label,
        `${answered.length}/${trials.length}`,
        ms(median(times)),
        `${ms(worst)} ${mark(goal)}`,
        scenario.typed
          ? `${ms(median(navigation))} (typed)`
          : `${ms(median(navigation))} ${mark(median(navigation) < 2033)}`,
        `${live}/${trials.length}`,
      ];
    }),
  );
  return table(
    'Visitor | Build | Answered | Press → answer, median ms | Worst ms (≤ 100, or none lost) | Navigation → answer, median ms (< 2,033) | App live at the press',
    rows,
  );
}

export function renderReport(report: Report): string {
  const throttling = `${CPU_SLOWDOWN}× CPU, ${NETWORK.latency} ms, ${((NETWORK.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps`;
  return [
    `# Bench, ${report.date.toISOString().slice(0, 10)}`,
    '',
    `${report.tools}; ${report.runs} run(s) of each load; builds: ${report.builds.map((build) => build.label).join(', ')}.`,
    '',
    '## Scripts a whole visit of `/` runs (gzip, ≤ 35 KB)',
    '',
    table(
      'Build | KB',
      report.builds.map((build) => [
        build.label,
        `${build.visitJsKb.toFixed(1)} ${mark(build.visitJsKb <= 35)}`,
      ]),
    ),
    '',
    '## Lighthouse, mobile preset, simulated throttling (medians)',
    '',
    loadsTable(report, 'simulate'),
    '',
    '## Lighthouse, mobile preset, throttling applied (medians)',
    '',
    loadsTable(report, 'devtools'),
    '',
    `## Presses as a visitor makes them (${throttling} applied, 390×844, a press ${PRESS_DELAY_MS} ms after the control is painted)`,
    '',
    "Times on the page's own clock: from the press (the input event) to the paint of the first frame",
    "showing the answer (its long-animation-frame entry's end, for a frame of 50 ms or more); from",
    "the navigation's start to that paint. A dialog counts once its content (or the boot's stand-in)",
    'shows. Typing: the field tapped, 11 digits at a key every 120 ms, the button. The navigation',
    "goal (the client-rendered peer's 2,033 ms) is for presses made as a control shows: the typed",
    'flows spend about 2.3 s on the paint, the tap and the keys alone.',
    '',
    pressesTable(report),
    '',
  ].join('\n');
}
