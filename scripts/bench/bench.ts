// `npm run bench`: the site as a visitor on a phone lives it, measured cold, beside a static floor
// page and, with `--baseline <checkout>`, beside another build (say, main's, built in a checkout
// of its own) served by its own server in the same run. Lighthouse (simulated and applied throttling), the scripts a visit of `/` runs,
// cold presses on the landing page, each tool's human flow, and a press right after the first
// paint repeated `--trials` times; then the chat widget beside the others (`widget.ts`). Writes
// reports/bench.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import { startServer } from '../servers/local-server.mjs';
import { BENCH_PORTS } from '../servers/ports.mjs';
import { type PageMetrics, startLighthouse, type ThrottlingMethod } from './lighthouse';
import { launchBrowser } from './phone';
import { type BuildResult, medianMetrics, renderReport } from './report';
import {
  LANDING_PRESSES,
  PREFILLED_PRESS,
  runTrial,
  type Scenario,
  TOOL_FLOWS,
  wholeVisitScripts,
} from './scenarios';
import { chatWidgetReport } from './widget';

const ROOT = resolve(import.meta.dirname, '../..');
const METHODS: readonly ThrottlingMethod[] = ['simulate', 'devtools'];

function options() {
  const { values } = parseArgs({
    // run-ts takes the first two arguments (module, export); the rest are ours.
    args: process.argv.slice(4),
    options: {
      runs: { type: 'string', default: '5' },
      trials: { type: 'string', default: '100' },
      baseline: { type: 'string' },
    },
  });
  return {
    runs: Number(values.runs),
    trials: Number(values.trials),
    baseline: values.baseline && resolve(values.baseline),
  };
}

/**
 * A checkout's build served by its own local server: nginx with its production config. `plain`
 * serves a folder that is no build (the floor page) the way a page ships.
 */
const serve = (checkout: string, port: number, plain?: string) =>
  startServer({
    command: 'node',
    args: [
      'scripts/preview-nginx.mjs',
      '--port',
      String(port),
      ...(plain ? ['--plain', plain] : []),
    ],
    origin: `http://127.0.0.1:${port}`,
    cwd: checkout,
  });

/** The pages of a build: its sitemap's (derived from its route tree). */
function pagesOf(dist: string): string[] {
  const sitemap = parseDocument(readFileSync(join(dist, 'sitemap.xml'), 'utf8'), { xmlMode: true });
  return DomUtils.getElementsByTagName('loc', sitemap).map(
    (loc) => new URL(DomUtils.textContent(loc)).pathname,
  );
}

interface Build {
  label: string;
  dist: string;
  origin: string;
  stop(): void;
  result: BuildResult;
}

export async function runBench(): Promise<string> {
  const { runs, trials, baseline } = options();
  process.once('SIGINT', () => process.exit(130));
  const servers = [
    { label: 'this build', checkout: ROOT, port: BENCH_PORTS.site },
    ...(baseline ? [{ label: 'baseline', checkout: baseline, port: BENCH_PORTS.baseline }] : []),
  ];
  const builds: Build[] = [];
  const floor = await serve(ROOT, BENCH_PORTS.floor, join(ROOT, 'bench'));
  try {
    for (const { label, checkout, port } of servers) {
      const result = { label, loads: { simulate: {}, devtools: {} }, visitJsKb: 0, trials: {} };
      builds.push({
        label,
        dist: join(checkout, 'dist'),
        result,
        ...(await serve(checkout, port)),
      });
    }
    const pages = pagesOf(join(ROOT, 'dist'));

    // Lighthouse: pages, methods and builds take turns, so a busy moment hits them alike.
    const lighthouse = await startLighthouse();
    const loads = new Map<string, PageMetrics[]>();
    const measure = async (key: string, url: string, method: ThrottlingMethod) =>
      loads.set(key, [...(loads.get(key) ?? []), await lighthouse.measure(url, method)]);
    try {
      for (let run = 1; run <= runs; run += 1) {
        for (const method of METHODS) {
          await measure(`${method} floor`, `${floor.origin}/floor`, method);
          for (const path of pages) {
            for (const build of builds) {
              console.error(`Lighthouse ${run}/${runs} (${method}, ${build.label}): ${path}`);
              await measure(`${method} ${build.label} ${path}`, build.origin + path, method);
            }
          }
        }
      }
    } finally {
      lighthouse.close();
    }
    const median = (key: string) => medianMetrics(loads.get(key) ?? []);
    for (const { label, result } of builds) {
      for (const method of METHODS) {
        result.loads[method].floor = median(`${method} floor`);
        for (const path of pages) result.loads[method][path] = median(`${method} ${label} ${path}`);
      }
    }

    const browser = await launchBrowser();
    try {
      for (const build of builds) {
        const { paths, inline } = await wholeVisitScripts(browser, build.origin);
        const gzip = (text: string | Buffer) => gzipSync(text).length;
        const bytes = paths.reduce(
          (sum, path) => sum + gzip(readFileSync(join(build.dist, path))),
          0,
        );
        build.result.visitJsKb = (bytes + gzip(inline)) / 1024;
      }
      const repeat = (scenario: Scenario, count: number) =>
        Array.from({ length: count }, () => scenario);
      // Scenarios and builds take turns too.
      const plan = [
        ...Array.from({ length: runs }, () => [...LANDING_PRESSES, ...TOOL_FLOWS]).flat(),
        ...repeat(PREFILLED_PRESS, trials),
      ];
      for (const [index, scenario] of plan.entries()) {
        for (const build of builds) {
          console.error(`${index + 1}/${plan.length} ${build.label}: ${scenario.name}`);
          const trial = await runTrial(browser, build.origin, scenario);
          const { trials } = build.result;
          trials[scenario.id] = [...(trials[scenario.id] ?? []), trial];
        }
      }
    } finally {
      await browser.close();
    }

    // The chat widget on a blank page of its own: no build needed, no server of the site's.
    const widget = await chatWidgetReport(runs);

    const report = renderReport({
      date: new Date(),
      tools: lighthouse.describe(),
      runs,
      pages,
      scenarios: [
        ...LANDING_PRESSES.map(({ id, name }) => ({ id, name, goal: 'press' as const })),
        ...TOOL_FLOWS.map(({ id, name }) => ({ id, name, goal: 'press' as const, typed: true })),
        { id: PREFILLED_PRESS.id, name: PREFILLED_PRESS.name, goal: 'lost' as const },
      ],
      builds: builds.map(({ result }) => result),
    }).concat('\n', widget);
    mkdirSync(join(ROOT, 'reports'), { recursive: true });
    writeFileSync(join(ROOT, 'reports', 'bench.md'), `${report}\n`);
    return report;
  } finally {
    for (const build of builds) build.stop();
    floor.stop();
  }
}
