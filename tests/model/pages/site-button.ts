import { expect, type Page } from '@playwright/test';
import { COPIED_FOR_MS } from '../../../machines/siteButton';
import { siteButton } from '../../../src/content/site-button';
import { COPIED_ELAPSED, COPY_DONE, COPY_FAILED, siteButtonModel } from '../site-button';
import type { PageModel } from './page-model';
import { answerCopy, holdEffects } from './whatsapp-link-creator';
import { closeToasts } from '../../e2e/fixtures';

const phoneField = (page: Page) => page.getByLabel(siteButton.phoneLabel, { exact: true });
const labelField = (page: Page) => page.getByLabel(siteButton.labelLabel, { exact: true });
const snippet = (page: Page) => page.getByRole('textbox', { name: siteButton.snippetLabel });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** No code to copy: what stops it, over the last valid code once there was one. */
const pending = (page: Page) => page.getByTestId(/^site-button-(pending|last-valid)$/);

/** The page's clock, running as usual until a copy lands; then held, so 'Código copiado!' stays. */
async function holdClockAndCopy(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await answerCopy(page, 'resolve');
}

async function restPreviewToggle(page: Page) {
  await page.addStyleTag({
    content: '[data-testid="site-button-preview-dock"] { position: static !important; }',
  });
}

export const siteButtonPage: PageModel = {
  model: siteButtonModel,
  route: '/ferramentas/botao-whatsapp-para-site',
  element: (page) => page.locator('[data-site-button]'),
  prepare: async (page) => {
    await holdEffects(page);
    await page.clock.install();
  },
  events: {
    'form.change': async (page, event) => {
      const patch = event.patch as { phone?: string; label?: string };
      if (patch.phone !== undefined) await phoneField(page).fill(patch.phone);
      if (patch.label !== undefined) await labelField(page).fill(patch.label);
    },
    'snippet.copy': (page) =>
      page.getByRole('button', { name: /^(Copiar código|Código copiado!)$/ }).click(),
    [COPY_DONE.type]: holdClockAndCopy,
    [COPY_FAILED.type]: (page) => answerCopy(page, 'reject'),
    [COPIED_ELAPSED.type]: async (page) => {
      await page.clock.runFor(COPIED_FOR_MS);
      await page.clock.resume();
    },
  },
  states: {
    incomplete: async (page) => {
      await expect(pending(page)).toBeVisible();
      await expect(phoneField(page)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(button(page, siteButton.copyLabel)).toBeEnabled();
    },
    invalid: async (page) => {
      // Every problem shows, the number's too, and there is at least one.
      await expect(pending(page)).toBeVisible();
      await expect(page.locator('[data-site-button] [aria-invalid="true"]').first()).toBeVisible();
      if ((await phoneField(page).inputValue()) === '') {
        await expect(phoneField(page)).toHaveAttribute('aria-invalid', 'true');
      }
    },
    ready: async (page) => {
      await expect(snippet(page)).toHaveValue(/"number":"5511912345678"/);
      await expect(button(page, siteButton.copyLabel)).toBeEnabled();
    },
    copying: async (page) => {
      await expect(button(page, siteButton.copyingLabel)).toHaveAttribute('aria-busy', 'true');
    },
    copied: async (page) => {
      await expect(snippet(page)).toBeVisible();
      await expect(button(page, siteButton.copiedLabel)).toBeVisible();
    },
  },
  // Over the tool at 390 px: closed, so no timer decides what the baseline shows. (No toast
  // shows while copied: the clock is held from the copy on.) 'Ver prévia' (below computer
  // widths) sticks to the screen's foot, wherever the shot's scroll leaves it: it is shot where it
  // rests, after the code.
  stills: {
    incomplete: restPreviewToggle,
    invalid: async (page) => {
      await closeToasts(page.getByRole('status'));
      await restPreviewToggle(page);
    },
    ready: restPreviewToggle,
    copying: restPreviewToggle,
    copied: restPreviewToggle,
  },
};
