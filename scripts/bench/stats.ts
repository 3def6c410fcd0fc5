import type { PageMetrics } from './lighthouse';

/** The middle value (mean of the two middle ones for an even count); timings are noisy. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** Each metric's own median over the runs (a page's best FCP and worst TBT may be different runs). */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  const of = (key: keyof PageMetrics) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    jsKb: of('jsKb'),
  };
}
