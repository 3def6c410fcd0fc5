import type { Locator, Page } from '@playwright/test';
import type { PageId } from './config';

/** One interaction of the scripted walk, done the way a visitor does it (by role and label). */
export interface WalkStep {
  readonly page: Exclude<PageId, 'floor'>;
  readonly name: string;
  /** Brings the page to where the interaction starts; not measured. */
  readonly prepare?: (page: Page) => Promise<void>;
  /** What the visitor presses, or types into. */
  readonly target: (page: Page) => Locator;
  /** Typed into the target; without it, the target is pressed. */
  readonly text?: string;
  /**
   * Waits until the page shows the result. It runs after the frames that follow the press: its
   * queries run on the page's main thread, and run earlier they would delay the very paint the
   * press is measured to.
   */
  readonly shown: (page: Page) => Promise<void>;
}

/**
 * Resolves once no running animation with an end is left (fade-ins, the floating buttons'
 * entrance); the meteors, which never end, are left to fly. Polled: an animation whose element
 * leaves the page may never settle its `finished` promise.
 */
export const animationsEnded = (page: Page) =>
  page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        ),
    undefined,
    { polling: 100 },
  );

/** Scrolls the way a visitor would before a press, and lets what the scroll set off finish. */
async function scrollToPress(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await animationsEnded(target.page());
}

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Abrir menu' });
const firstProject = (page: Page) =>
  page.getByRole('button', { name: /Ampliar imagem do projeto/ }).first();
const firstVideo = (page: Page) =>
  page.getByRole('button', { name: /Assistir ao depoimento de/ }).first();
const generateButton = (page: Page) => page.getByRole('button', { name: 'GERAR LINK' });
const copyButton = (page: Page) => page.getByRole('button', { name: 'Copiar', exact: true });

/** Escape closes every dialog of the site; waits until none is left. */
const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').first().waitFor({ state: 'detached' });
};

export const WALK_STEPS: readonly WalkStep[] = [
  {
    page: 'home',
    name: 'open the menu',
    target: menuButton,
    shown: (page) => menu(page).waitFor(),
  },
  {
    page: 'home',
    name: 'close the menu',
    target: (page) => page.getByRole('button', { name: 'Fechar menu' }),
    shown: (page) => menu(page).waitFor({ state: 'hidden' }),
  },
  {
    page: 'home',
    name: 'expand Ferramentas',
    prepare: async (page) => {
      await menuButton(page).click();
      await menu(page).waitFor();
      await animationsEnded(page);
    },
    target: (page) => menu(page).getByRole('button', { name: 'Ferramentas' }),
    shown: (page) =>
      menu(page).getByRole('button', { name: 'Ferramentas', expanded: true }).waitFor(),
  },
  {
    page: 'home',
    name: 'open the lightbox',
    prepare: async (page) => {
      await closeDialog(page);
      await scrollToPress(firstProject(page));
    },
    target: firstProject,
    shown: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    page: 'home',
    name: 'open a video',
    prepare: async (page) => {
      await closeDialog(page);
      await scrollToPress(firstVideo(page));
    },
    target: firstVideo,
    shown: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    page: 'tool',
    name: 'type a number',
    target: (page) => page.getByLabel('Número do WhatsApp'),
    text: '11912345678',
    shown: (page) => page.getByTestId('dialled-number').waitFor(),
  },
  {
    page: 'tool',
    name: 'type a message',
    target: (page) => page.getByLabel('Mensagem (opcional)'),
    text: 'Olá! Quero um orçamento.',
    // What is typed shows in the field itself, keystroke by keystroke.
    shown: async () => {},
  },
  {
    page: 'tool',
    name: 'GERAR LINK',
    prepare: (page) => scrollToPress(generateButton(page)),
    target: generateButton,
    shown: (page) => page.getByLabel('Link gerado', { exact: true }).waitFor(),
  },
  {
    page: 'tool',
    name: 'Copiar',
    prepare: (page) => scrollToPress(copyButton(page)),
    target: copyButton,
    shown: (page) => page.getByRole('status').filter({ hasText: 'Copiado!' }).waitFor(),
  },
];
