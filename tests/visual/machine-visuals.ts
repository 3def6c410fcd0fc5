import { expect, type Page } from '@playwright/test';
import type { AnyStateMachine, EventObject } from 'xstate';
import { backToTopMachine } from '../../machines/backToTop';
import { lightboxMachine } from '../../machines/lightbox';
import { menuMachine } from '../../machines/menu';
import { meteorsMachine } from '../../machines/meteors';
import { mulberry32 } from '../../src/domain/random';
import { videoModalMachine } from '../../machines/videoModal';
import { whatsappLinkMachine } from '../../machines/whatsappLink';
import { portfolioSection, portfolioSites } from '../../src/content/portfolio';
import { testimonialsSection, videoTestimonials } from '../../src/content/testimonials';

/**
 * How each machine's states look in the browser: which page shows it, the user action behind each
 * event, and what proves the page is in each state. The machines' own paths decide which actions
 * run; a state or event missing here fails the coverage test before any browser starts.
 */
/** An event with its payload, as the graph replays it. */
export type MachineEvent = EventObject & Record<string, unknown>;

export interface Scenario {
  /** Input for machines that take one (the graph needs it to find paths). */
  input?: unknown;
  reducedMotion: 'reduce' | 'no-preference';
}

export interface MachineVisual {
  machine: AnyStateMachine;
  route: string;
  /** Screenshot the whole page rather than the viewport. */
  fullPage?: boolean;
  /** Time-driven machines run on a paused page clock, advanced by their delays. */
  frozenClock?: boolean;
  scenarios: Scenario[];
  /** Representative events for the graph traversal (payloads the UI can actually produce). */
  events: MachineEvent[];
  /** The user action that sends each event type. */
  actions: Record<string, (page: Page, event: MachineEvent) => Promise<void>>;
  /** What the page shows in each visual state. */
  shows: Record<string, (page: Page) => Promise<void>>;
}

const STILL: Scenario[] = [{ reducedMotion: 'reduce' }];

const payload = <T>(event: EventObject, key: string) =>
  (event as unknown as Record<string, T>)[key] as T;
const dialog = (page: Page) => page.getByRole('dialog');

const phoneField = (page: Page) => page.getByLabel('Número do WhatsApp');

/** The toast is visible, and hovered so its close timer pauses while the screenshot is taken. */
async function holdToast(page: Page, title: string) {
  const toast = page.getByRole('status').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.hover();
}
const linkResult = (page: Page) => page.getByLabel('Link gerado', { exact: true });

const whatsappLink: MachineVisual = {
  machine: whatsappLinkMachine,
  route: '/ferramentas/whatsapp-link-creator',
  fullPage: true,
  scenarios: STILL,
  events: [
    { type: 'phone.change', value: '(11) 91234-5678' },
    { type: 'message.change', value: 'Olá! Quero saber mais sobre os serviços.' },
    { type: 'link.generate' },
    { type: 'link.copy' },
    { type: 'form.clear' },
  ],
  actions: {
    'phone.change': (page, event) => phoneField(page).fill(payload(event, 'value')),
    'message.change': (page, event) =>
      page.getByLabel('Mensagem (opcional)').fill(payload(event, 'value')),
    'link.generate': (page) => page.getByRole('button', { name: 'GERAR LINK' }).click(),
    'link.copy': (page) => page.getByRole('button', { name: 'Copiar' }).click(),
    // The clipboard answers a click on 'Copiar': with success when allowed, failure otherwise.
    'copy.succeed': async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: 'Copiar' }).click();
    },
    'copy.fail': async (page) => {
      await page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
        document.execCommand = () => false;
      });
      await page.getByRole('button', { name: 'Copiar' }).click();
    },
    'form.clear': (page) => page.getByRole('button', { name: 'LIMPAR' }).click(),
  },
  shows: {
    empty: async (page) => {
      await expect(linkResult(page)).toHaveCount(0);
      await expect(phoneField(page)).not.toHaveAttribute('aria-invalid', 'true');
    },
    generated: async (page) => {
      await expect(linkResult(page)).toHaveValue(/^https:\/\/wa\.me\/55/);
      await holdToast(page, 'Link gerado');
    },
    error: async (page) => {
      await expect(phoneField(page)).toHaveAttribute('aria-invalid', 'true');
      await holdToast(page, 'Erro');
    },
  },
};

const menu: MachineVisual = {
  machine: menuMachine,
  route: '/',
  scenarios: STILL,
  events: [{ type: 'menu.open' }, { type: 'menu.close' }, { type: 'tools.toggle' }],
  actions: {
    'menu.open': (page) => page.getByRole('button', { name: 'Abrir menu' }).click(),
    'menu.close': (page) => page.getByRole('button', { name: 'Fechar menu' }).click(),
    'tools.toggle': (page) => page.getByRole('button', { name: 'Ferramentas' }).click(),
  },
  shows: {
    closed: (page) => expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0),
    'open.tools.collapsed': (page) =>
      expect(page.getByRole('button', { name: 'Ferramentas' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    'open.tools.expanded': (page) =>
      expect(page.getByRole('link', { name: 'Criador de Link WhatsApp' })).toBeVisible(),
  },
};

const firstSite = portfolioSites[0];
const lightbox: MachineVisual = {
  machine: lightboxMachine,
  route: '/',
  scenarios: STILL,
  events: [{ type: 'dialog.open', value: firstSite?.id ?? '' }, { type: 'dialog.close' }],
  actions: {
    'dialog.open': async (page, event) => {
      const site = portfolioSites.find((s) => s.id === payload(event, 'value'));
      await page
        .getByRole('button', { name: portfolioSection.openSiteLabel(site?.title ?? '') })
        .click();
    },
    'dialog.close': (page) => dialog(page).getByRole('button', { name: 'Fechar' }).click(),
  },
  shows: {
    closed: async (page) => {
      await expect(dialog(page)).toHaveCount(0);
      await page.locator('#portfolio').getByRole('button').first().scrollIntoViewIfNeeded();
    },
    open: (page) =>
      expect(dialog(page).getByRole('img', { name: firstSite?.imageAlt })).toBeVisible(),
  },
};

const firstVideo = videoTestimonials[0];
const videoModal: MachineVisual = {
  machine: videoModalMachine,
  route: '/',
  scenarios: STILL,
  events: [{ type: 'dialog.open', value: firstVideo?.embedUrl ?? '' }, { type: 'dialog.close' }],
  actions: {
    'dialog.open': async (page, event) => {
      const video = videoTestimonials.find((v) => v.embedUrl === payload(event, 'value'));
      await page
        .getByRole('button', { name: testimonialsSection.playLabel(video?.name ?? '') })
        .click();
    },
    'dialog.close': (page) => dialog(page).getByRole('button', { name: 'Fechar' }).click(),
  },
  shows: {
    closed: async (page) => {
      await expect(page.locator('iframe')).toHaveCount(0);
      await page.locator('#testimonials').getByRole('button').first().scrollIntoViewIfNeeded();
    },
    open: (page) => expect(dialog(page).locator('iframe')).toBeVisible(),
  },
};

const backToTop: MachineVisual = {
  machine: backToTopMachine,
  route: '/',
  scenarios: STILL,
  events: [
    { type: 'page.scroll', scrollY: 1200 },
    { type: 'page.scroll', scrollY: 0 },
    { type: 'backToTop.activate' },
  ],
  actions: {
    'page.scroll': (page, event) =>
      page.evaluate(
        (top) => window.scrollTo({ top, behavior: 'instant' }),
        payload<number>(event, 'scrollY'),
      ),
    'backToTop.activate': (page) => page.getByRole('button', { name: 'Voltar ao topo' }).click(),
  },
  shows: {
    hidden: (page) => expect(page.getByRole('button', { name: 'Voltar ao topo' })).toHaveCount(0),
    visible: (page) => expect(page.getByRole('button', { name: 'Voltar ao topo' })).toBeVisible(),
  },
};

/** The seed the page's meteors use in these tests (see `seedMeteors`). */
export const METEOR_SEED = 2026;
const meteor = (page: Page, kind: string) => page.locator(`[data-meteor="${kind}"]`);

const meteors: MachineVisual = {
  machine: meteorsMachine,
  route: '/',
  frozenClock: true,
  scenarios: [
    {
      input: { reducedMotion: false, random: mulberry32(METEOR_SEED) },
      reducedMotion: 'no-preference',
    },
    { input: { reducedMotion: true, random: mulberry32(METEOR_SEED) }, reducedMotion: 'reduce' },
  ],
  events: [],
  actions: {},
  shows: {
    waiting: (page) => expect(page.locator('[data-meteors="waiting"]')).toHaveCount(1),
    prominent: (page) => expect(meteor(page, 'prominent')).toHaveCount(1),
    shower: (page) => expect(meteor(page, 'shower')).toHaveCount(8),
    off: (page) => expect(page.locator('[data-meteors="off"]')).toHaveCount(1),
  },
};

export const machineVisuals: readonly MachineVisual[] = [
  whatsappLink,
  menu,
  lightbox,
  videoModal,
  backToTop,
  meteors,
];

export const VIEWPORTS = ['390x844', '1280x800'] as const;
