import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type BenchPage,
  FLOOR_SERVER_COMMAND,
  PAGES,
  type PageId,
  PORTS,
  ROOT,
  SITE_SERVER_COMMAND,
  serveOn,
  WALK_CPU_SLOWDOWN,
} from './config';
import { measureColdPresses } from './cold-presses';
import { walkInteractions } from './interactions';
import { type PageMetrics, type ThrottlingMethod, startLighthouse } from './lighthouse';
import { renderReport } from './report';
import { median, medianMetrics } from './stats';
import { WALK_STEPS } from './walk-steps';

const REPORT = join(ROOT, 'reports', 'bench.md');

const count = (option: string, value: string) => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${option} espera um inteiro ≥ 1`);
  return parsed;
};

/**
 * `npm run bench -- --runs N --press-runs M --server "<command with {port}>"` (the script builds
 * first). Cold presses are the slowest part (a throttled load per trial): `--press-runs` trims
 * them alone, and defaults to `--runs`.
 */
function readOptions() {
  const { values } = parseArgs({
    // run-ts takes the first two arguments (module, export); the rest are ours.
    args: process.argv.slice(4),
    options: {
      runs: { type: 'string', default: '5' },
      'press-runs': { type: 'string' },
      server: { type: 'string', default: SITE_SERVER_COMMAND },
    },
  });
  const runs = count('--runs', values.runs);
  const pressRuns = count('--press-runs', values['press-runs'] ?? values.runs);
  return { runs, pressRuns, server: values.server };
}

const THROTTLING: readonly ThrottlingMethod[] = ['simulate', 'devtools'];

/**
 * Lighthouse on every page, `runs` times, with either throttling; pages and methods take turns so
 * a busy moment hits them alike.
 */
async function lighthouseRuns(runs: number, urlOf: (page: BenchPage) => string) {
  const results: Record<ThrottlingMethod, Record<PageId, PageMetrics[]>> = {
    simulate: { floor: [], home: [], tool: [], siteButton: [] },
    devtools: { floor: [], home: [], tool: [], siteButton: [] },
  };
  const lighthouse = await startLighthouse();
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const method of THROTTLING) {
        for (const page of Object.values(PAGES)) {
          console.error(`Lighthouse ${run}/${runs} (${method}): ${page.path}`);
          results[method][page.id].push(await lighthouse.measure(urlOf(page), method));
        }
      }
    }
    return { results, tools: lighthouse.describe() };
  } finally {
    lighthouse.close();
  }
}

/** Measures, prints the Markdown report and writes it to reports/bench.md. */
export async function runBench(): Promise<string> {
  const { runs, pressRuns, server } = readOptions();
  // Exit on Ctrl-C, so the servers' exit hooks stop them.
  process.once('SIGINT', () => process.exit(130));
  const site = await serveOn(server, PORTS.site);
  try {
    const floor = await serveOn(FLOOR_SERVER_COMMAND, PORTS.floor);
    try {
      const urlOf = (page: BenchPage) =>
        `${page.server === 'site' ? site.origin : floor.origin}${page.path}`;
      const { results, tools } = await lighthouseRuns(runs, urlOf);
      console.error(`Interações: ${runs} percurso(s) a ${WALK_CPU_SLOWDOWN}× CPU`);
      const walks = await walkInteractions(
        { home: urlOf(PAGES.home), tool: urlOf(PAGES.tool), siteButton: urlOf(PAGES.siteButton) },
        runs,
      );
      const steps = WALK_STEPS.map((step) => ({
        step,
        worst: median(walks.map((walk) => walk.get(step) ?? 0)),
      }));
      // After the walk: by now the bench's host has compressed (once, slowly) every file the
      // app loads, so a cold press waits on the throttled network, not on this machine's brotli.
      console.error(`Toques a frio: ${pressRuns} por controle`);
      const presses = await measureColdPresses(
        { home: urlOf(PAGES.home), tool: urlOf(PAGES.tool), siteButton: urlOf(PAGES.siteButton) },
        pressRuns,
      );
      const loads = (page: BenchPage) => ({
        page,
        metrics: medianMetrics(results.simulate[page.id]),
        devtools: medianMetrics(results.devtools[page.id]),
      });
      const route = (page: BenchPage) => ({
        ...loads(page),
        worstInteraction: Math.max(
          ...steps.filter(({ step }) => step.page === page.id).map(({ worst }) => worst),
        ),
      });
      const report = renderReport({
        tools,
        runs,
        date: new Date(),
        floor: loads(PAGES.floor),
        routes: [route(PAGES.home), route(PAGES.tool), route(PAGES.siteButton)],
        steps,
        pressRuns,
        presses,
      });
      mkdirSync(join(ROOT, 'reports'), { recursive: true });
      writeFileSync(REPORT, `${report}\n`);
      return report;
    } finally {
      floor.stop();
    }
  } finally {
    site.stop();
  }
}
