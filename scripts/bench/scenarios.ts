// What the bench's visitor does, as a phone user would: cold presses on the landing page, the
// human flow on each tool, and a press right after the first paint with the form already filled.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, Page } from '@playwright/test';
import { menuLabels, toolEntries } from '../../src/content/menu';
import { portfolioSection, portfolioSites } from '../../src/content/portfolio';
import { siteButton, siteButtonToasts } from '../../src/content/site-button';
import { testimonialsSection, videoTestimonials } from '../../src/content/testimonials';
import { tool, type ToolName } from '../../src/content/tools';
import { uiLabels } from '../../src/content/ui';
import { whatsappLinkCreator } from '../../src/content/whatsapp-link-creator';
import { type Answer, openPhone, press, recorded, type Trial } from './phone';

const NUMBER = '11987654321';
const LINK = `https://wa.me/55${NUMBER}`;
/** A visitor typing on a phone: a key every 120 ms. */
const KEY_DELAY_MS = 120;

/**
 * An open dialog, as the visitor sees it: the boot's stand-in (a press made before the island is
 * live is answered by it) or a real dialog's content, painted and not fully transparent.
 */
const DIALOG: Answer = { kind: 'shown', selector: 'dialog[data-stand-in][open], dialog[open] > *' };
const generated: Answer = {
  kind: 'value',
  label: whatsappLinkCreator.resultLinkLabel,
  value: LINK,
};
const codeCopied: Answer = {
  kind: 'shown',
  selector: '[role="status"], button',
  text: siteButtonToasts.copied.title,
};

const first = <T>(items: readonly T[]): T => {
  const [item] = items;
  if (item === undefined) throw new Error('a content list the bench presses from is empty');
  return item;
};
const byName = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true, includeHidden: true }).first();

export interface Scenario {
  readonly id: string;
  /** What the visitor does, in the report's words. */
  readonly name: string;
  /** The page it starts on. */
  readonly path: string;
  /** Everything up to the measured press, which it makes. */
  readonly act: (page: Page) => Promise<void>;
}

const landingPress = (id: string, name: string, label: string, answer: Answer): Scenario => ({
  id,
  name,
  path: '/',
  act: async (page) => void (await press(page, byName(page, label), answer)),
});

/** The first thing each control of the landing page does, pressed as soon as it shows. */
export const LANDING_PRESSES: readonly Scenario[] = [
  landingPress('menu', 'open the menu', menuLabels.open, DIALOG),
  {
    id: 'tools',
    name: 'expand Ferramentas',
    path: '/',
    act: async (page) => {
      await press(page, byName(page, menuLabels.open));
      const answer: Answer = {
        kind: 'shown',
        selector: 'dialog[open] a',
        text: first(toolEntries).label,
      };
      await press(
        page,
        page.getByRole('dialog').getByRole('button', { name: menuLabels.tools }),
        answer,
      );
    },
  },
  landingPress(
    'project',
    'open a portfolio project',
    portfolioSection.openSiteLabel(first(portfolioSites).title),
    DIALOG,
  ),
  landingPress(
    'video',
    'open a video testimonial',
    testimonialsSection.playLabel(first(videoTestimonials).name),
    DIALOG,
  ),
  {
    id: 'backToTop',
    name: 'back to top',
    path: '/',
    act: async (page) => {
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
      );
      await page.mouse.wheel(0, 1500);
      await press(page, byName(page, uiLabels.backToTop), { kind: 'scrolledUp' });
    },
  },
];

/** Taps the field 300 ms after it is painted, then types the number at a key every 120 ms. */
async function typeNumber(page: Page, label: string) {
  await press(page, page.getByLabel(label, { exact: true }));
  for (const key of NUMBER) {
    await page.keyboard.press(key);
    await sleep(KEY_DELAY_MS);
  }
}

/** A tool as a visitor uses it at once: the number typed in `field`, then the tool's `button`. */
const toolFlow = (
  id: string,
  name: ToolName,
  labels: { field: string; button: string },
  answer: Answer,
): Scenario => ({
  id,
  name: `type a number, ${labels.button}`,
  path: tool(name).path,
  act: async (page) => {
    await typeNumber(page, labels.field);
    await press(page, byName(page, labels.button), answer);
  },
});

export const TOOL_FLOWS: readonly Scenario[] = [
  toolFlow(
    'generate',
    'whatsapp-link-creator',
    { field: whatsappLinkCreator.phoneLabel, button: whatsappLinkCreator.generateLabel },
    generated,
  ),
  toolFlow(
    'copyCode',
    'site-button',
    { field: siteButton.phoneLabel, button: siteButton.copyLabel },
    codeCopied,
  ),
];

/**
 * GERAR LINK pressed 300 ms after it shows, the number already in the form (shared to the
 * installed app): answered once the app owns the page, never lost.
 */
export const PREFILLED_PRESS: Scenario = {
  id: 'prefilled',
  name: 'GERAR LINK 300 ms after the paint, the number shared',
  path: `${tool('whatsapp-link-creator').path}?text=${NUMBER}`,
  act: async (page) =>
    void (await press(page, byName(page, whatsappLinkCreator.generateLabel), generated)),
};

/** One cold trial of `scenario` on a fresh phone; a step that never came is a trial never answered. */
export async function runTrial(
  browser: Browser,
  origin: string,
  scenario: Scenario,
): Promise<Trial> {
  const phone = await openPhone(browser, origin + scenario.path);
  try {
    await scenario.act(phone.page);
    return await recorded(phone.page);
  } catch (error) {
    console.error(`  ${scenario.name}: ${String(error).split('\n')[0]}`);
    return {};
  } finally {
    await phone.close();
  }
}

/**
 * The scripts a visit to `/` runs: their paths and the inline ones' text. The visit: the page, the
 * visitor's first signs (a key, the pointer), the menu opened and closed, a scroll to the end.
 */
export async function wholeVisitScripts(browser: Browser, origin: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const paths = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.add(new URL(request.url()).pathname);
  });
  await page.goto(`${origin}/`);
  await page.keyboard.press('Shift');
  await page.mouse.move(100, 100);
  await page.getByRole('button', { name: menuLabels.open }).click();
  await page.keyboard.press('Escape');
  for (let step = 0; step < 20; step += 1) await page.mouse.wheel(0, 800);
  await page.waitForLoadState('networkidle');
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .map((script) => script.textContent)
      .join(''),
  );
  await context.close();
  return { paths: [...paths], inline };
}
