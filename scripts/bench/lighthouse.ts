import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BENCH_PORTS } from '../servers/ports.mjs';
import { BENCH_CHROMIUM } from './phone';

/** What one Lighthouse run says about a page (times in ms, JS in KB as transferred). */
export interface PageMetrics {
  readonly performance: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly jsKb: number;
}

/**
 * How the mobile preset's slow 4G and 4× CPU are applied: `simulate` loads at full speed and
 * models the throttled load from it; `devtools` throttles the load itself, as a phone lives it.
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

export interface Lighthouse {
  /** One Lighthouse run, defaults only but for how the preset's throttling is applied. */
  measure(url: string, throttlingMethod: ThrottlingMethod): Promise<PageMetrics>;
  /** e.g. `Lighthouse 12.8.2, Chromium 142` — set after the first run. */
  describe(): string;
  close(): void;
}

interface NetworkRequestItem {
  resourceType?: string;
  transferSize?: number;
}

/** Everything the page's scripts cost on the wire during the load, before any interaction. */
function scriptKb(details: unknown): number {
  const items = (details as { items?: NetworkRequestItem[] } | undefined)?.items ?? [];
  const bytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

/** `port`: Chromium's debugging port; 0 lets the system pick a free one. */
export async function startLighthouse(port: number = BENCH_PORTS.devtools): Promise<Lighthouse> {
  const chrome = await launch({
    chromePath: BENCH_CHROMIUM.executablePath,
    chromeFlags: ['--headless=new', ...BENCH_CHROMIUM.args],
    envVars: BENCH_CHROMIUM.env,
    port,
    logLevel: 'silent',
    // The bench exits on Ctrl-C itself; the exit hook below then stops Chromium.
    handleSIGINT: false,
  });
  const close = () => {
    process.off('exit', close);
    chrome.kill();
  };
  process.once('exit', close);
  let description = 'Lighthouse';
  const runOnce = async (url: string, throttlingMethod: ThrottlingMethod) => {
    const result = await lighthouse(url, {
      port: chrome.port,
      throttlingMethod,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
    return result.lhr;
  };
  return {
    async measure(url, throttlingMethod) {
      let lhr = await runOnce(url, throttlingMethod);
      // A trace Chromium failed to record (NO_NAVSTART, NO_FCP…) is Lighthouse's own hiccup, and
      // its message says to run it again: once more, then the error stands.
      if (lhr.runtimeError) {
        console.error(`  ${url}: ${lhr.runtimeError.code}; uma vez mais`);
        lhr = await runOnce(url, throttlingMethod);
      }
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      const chromeVersion = /Chrome\/(\d+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? '?';
      description = `Lighthouse ${lhr.lighthouseVersion}, Chromium ${chromeVersion}`;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        jsKb: scriptKb(lhr.audits['network-requests']?.details),
      };
    },
    describe: () => description,
    close,
  };
}
