import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { escapeHtml } from '../../src/domain/html';
import { discoverMachines } from '../machines/catalog';
import { baselinePath, SNAPSHOTS_DIR, VIEWPORTS, visualStates } from '../machines/visual-states';

const ROOT = resolve(import.meta.dirname, '../..');
const GALLERY_DIR = join(ROOT, 'gallery');
const RESULTS_DIR = join(ROOT, 'test-results');

interface Failure {
  name: string;
  viewport: string;
  images: Record<'expected' | 'actual' | 'diff', string>;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Screenshot mismatches of the last Playwright run, copied so they outlive test-results/. */
function collectFailures(): Failure[] {
  const failures: Failure[] = [];
  for (const actual of filesUnder(RESULTS_DIR).filter((f) => f.endsWith('-actual.png'))) {
    const testDir = relative(RESULTS_DIR, actual).split('/')[0] ?? '';
    // Folders end in `-<project>`, then `-retryN` / `-repeatN` on retried or repeated runs.
    const suffix = testDir.replace(/(-(retry|repeat)\d+)+$/, '');
    const repeat = testDir.slice(suffix.length);
    const viewport = VIEWPORTS.find((v) => suffix.endsWith(`-${v}`)) ?? 'unknown';
    const base = actual.slice(0, -'-actual.png'.length);
    const name = `${relative(join(RESULTS_DIR, testDir), base)}${repeat}`;
    const images = {} as Failure['images'];
    for (const kind of ['expected', 'actual', 'diff'] as const) {
      const source = `${base}-${kind}.png`;
      const target = join(GALLERY_DIR, 'failures', viewport, `${name}-${kind}.png`);
      if (existsSync(source)) {
        mkdirSync(join(target, '..'), { recursive: true });
        cpSync(source, target);
      }
      images[kind] = relative(GALLERY_DIR, target);
    }
    failures.push({ name, viewport, images });
  }
  return failures;
}

function figure(src: string, caption: string): string {
  return `<figure><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(caption)}" loading="lazy"></a><figcaption>${escapeHtml(caption)}</figcaption></figure>`;
}

const STYLE = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#0b1026;color:#f5f3ff}
main{max-width:1400px;margin:auto;padding:24px}
h1{margin:0 0 4px}h2{margin:40px 0 8px;border-bottom:1px solid #242e5c;padding-bottom:6px}
h3{margin:20px 0 8px;font-family:ui-monospace,monospace;color:#ffa370}
.row{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
figure{margin:0;background:#121a3a;border:1px solid #242e5c;border-radius:8px;padding:8px}
figure img{display:block;max-height:420px;max-width:100%}figcaption{font-size:13px;color:#b9b6d3;margin-top:4px}
.failures .row figure{flex:1 1 0;min-width:0}
.failures{border:2px solid #f87171;border-radius:12px;padding:8px 16px;margin:16px 0}
a{color:#ad9bff}nav a{margin-right:12px}
`;

/** Writes gallery/index.html: every machine → state → its baselines, and the last run's failures. */
export async function buildGallery(): Promise<string> {
  rmSync(GALLERY_DIR, { recursive: true, force: true });
  mkdirSync(GALLERY_DIR, { recursive: true });
  const machines = [...(await discoverMachines()).values()];
  const failures = collectFailures();
  const fromGallery = (file: string) => relative(GALLERY_DIR, file);

  const machineSections = machines.map((machine) => {
    const states = visualStates(machine).map(({ state, baseline }) => {
      const shots = VIEWPORTS.map((viewport) =>
        figure(fromGallery(baselinePath(baseline, viewport)), `${baseline} · ${viewport}`),
      );
      return `<h3 id="${escapeHtml(`${machine.id}-${state}`)}">${escapeHtml(state)}</h3><div class="row">${shots.join('')}</div>`;
    });
    const diagram = fromGallery(join(ROOT, 'docs/machines', `${machine.id}.md`));
    return `<section><h2 id="${escapeHtml(machine.id)}">${escapeHtml(machine.id)}</h2><p><a href="${escapeHtml(diagram)}">State diagram</a></p>${states.join('')}</section>`;
  });

  const machineDirs = new Set(machines.map((m) => m.id));
  const pages = readdirSync(SNAPSHOTS_DIR)
    .filter((dir) => !machineDirs.has(dir))
    .map((dir) => {
      const shots = readdirSync(join(SNAPSHOTS_DIR, dir))
        .sort()
        .map((file) => figure(fromGallery(join(SNAPSHOTS_DIR, dir, file)), file));
      return `<h3>${escapeHtml(dir)}</h3><div class="row">${shots.join('')}</div>`;
    });

  const failureSection = failures.length
    ? `<section class="failures"><h2>Last run: ${failures.length} screenshot mismatch(es)</h2>${failures
        .map(
          (f) =>
            `<h3>${escapeHtml(f.name)} · ${escapeHtml(f.viewport)}</h3><div class="row">${figure(f.images.expected, 'expected')}${figure(f.images.actual, 'actual')}${figure(f.images.diff, 'diff')}</div>`,
        )
        .join('')}</section>`
    : '<p>Last run: no screenshot mismatch found in test-results/.</p>';

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual states · QA gallery</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head><body><main>
<h1>Visual states</h1><p>Every state of every machine in <code>machines/</code>, at ${VIEWPORTS.join(' and ')}. Click an image to open it full size.</p>
<nav>${machines.map((m) => `<a href="#${escapeHtml(m.id)}">${escapeHtml(m.id)}</a>`).join('')}<a href="#pages">other pages</a></nav>
${failureSection}${machineSections.join('')}<section><h2 id="pages">Other pages</h2>${pages.join('')}</section>
</main></body></html>`;
  const file = join(GALLERY_DIR, 'index.html');
  writeFileSync(file, html);
  return file;
}
