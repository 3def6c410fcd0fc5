import type { Page } from '@playwright/test';
import type { PageId } from './config';

/** One interaction of the scripted walk, done the way a visitor does it (by role and label). */
export interface WalkStep {
  readonly page: Exclude<PageId, 'floor'>;
  readonly name: string;
  /** Brings the page to where the interaction starts; not measured. */
  readonly prepare?: (page: Page) => Promise<void>;
  /** The interaction, until the page shows its result. */
  readonly act: (page: Page) => Promise<void>;
}

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu(page).waitFor();
};
/** Escape closes every dialog of the site; waits until none is left. */
const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').first().waitFor({ state: 'detached' });
};

export const WALK_STEPS: readonly WalkStep[] = [
  { page: 'home', name: 'open the menu', act: openMenu },
  {
    page: 'home',
    name: 'close the menu',
    act: async (page) => {
      await page.getByRole('button', { name: 'Fechar menu' }).click();
      await menu(page).waitFor({ state: 'hidden' });
    },
  },
  {
    page: 'home',
    name: 'expand Ferramentas',
    prepare: openMenu,
    act: async (page) => {
      await menu(page).getByRole('button', { name: 'Ferramentas' }).click();
      await menu(page).getByRole('button', { name: 'Ferramentas', expanded: true }).waitFor();
    },
  },
  {
    page: 'home',
    name: 'open the lightbox',
    prepare: closeDialog,
    act: async (page) => {
      await page
        .getByRole('button', { name: /Ampliar imagem do projeto/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    page: 'home',
    name: 'open a video',
    prepare: closeDialog,
    act: async (page) => {
      await page
        .getByRole('button', { name: /Assistir ao depoimento de/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    page: 'tool',
    name: 'type a number',
    act: (page) => page.getByLabel('Número do WhatsApp').pressSequentially('11912345678'),
  },
  {
    page: 'tool',
    name: 'type a message',
    act: (page) =>
      page.getByLabel('Mensagem (opcional)').pressSequentially('Olá! Quero um orçamento.'),
  },
  {
    page: 'tool',
    name: 'GERAR LINK',
    act: async (page) => {
      await page.getByRole('button', { name: 'GERAR LINK' }).click();
      await page.getByLabel('Link gerado', { exact: true }).waitFor();
    },
  },
  {
    page: 'tool',
    name: 'Copiar',
    act: async (page) => {
      await page.getByRole('button', { name: 'Copiar', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Copiado!' }).waitFor();
    },
  },
];
