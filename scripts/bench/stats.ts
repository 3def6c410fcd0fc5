import type { PageMetrics } from './lighthouse';
import type { PressTrial } from './cold-presses';

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

/** A control's cold presses over the runs: medians (ms) and how many went unanswered. */
export interface PressSummary {
  readonly runs: number;
  /** Press → the first frame showing the answer: median, and the worst run. */
  readonly pressToAnswer: number;
  readonly worstPressToAnswer: number;
  /** From the trial's first press (e.g. the tap on the field before typing) to the answer. */
  readonly firstPressToAnswer: number;
  /** Navigation start → the answer frame. */
  readonly navigationToAnswer: number;
  /** When the control was seen painted, ready to press (from navigation start). */
  readonly painted: number;
  readonly neverAnswered: number;
  /** Presses that missed the moving control and were made again, over all the trials. */
  readonly missed: number;
}

/**
 * A trial never answered (or never reaching its press) lasts forever: it counts in the medians as
 * Infinity, so a control mostly unanswered shows no made-up time.
 */
export function summarizePresses(trials: readonly PressTrial[]): PressSummary {
  const since = (start: (trial: PressTrial) => number | undefined) =>
    trials.map((trial) => {
      const from = start(trial);
      return trial.answer === undefined || from === undefined ? Infinity : trial.answer - from;
    });
  const pressToAnswer = since((trial) => trial.press);
  return {
    runs: trials.length,
    pressToAnswer: median(pressToAnswer),
    worstPressToAnswer: Math.max(...pressToAnswer),
    firstPressToAnswer: median(since((trial) => trial.firstPress)),
    navigationToAnswer: median(since(() => 0)),
    painted: median(trials.map((trial) => trial.painted ?? Infinity)),
    neverAnswered: trials.filter((trial) => trial.answer === undefined).length,
    missed: trials.reduce((sum, trial) => sum + (trial.missed ?? 0), 0),
  };
}
