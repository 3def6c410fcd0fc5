import { expect, type Page } from '@playwright/test';
import { toasts, whatsappTool } from '../../../src/content/whatsapp-tool';
import { COPY_DONE, COPY_FAILED, whatsappLinkModel } from '../whatsapp-link';
import type { PageModel } from './page-model';

/** The page's clipboard, held by the test: each copy waits for `answerCopy` to settle it. */
interface HeldClipboard {
  __answerCopy?: { resolve: () => void; reject: (error: Error) => void };
}

async function holdClipboard(page: Page) {
  await page.addInitScript(() => {
    const held = window as Window & HeldClipboard;
    navigator.clipboard.writeText = () =>
      new Promise<void>((resolve, reject) => {
        held.__answerCopy = { resolve, reject };
      });
    // The fallback fails too, so a refused clipboard is a failed copy.
    document.execCommand = () => false;
  });
}

async function answerCopy(page: Page, outcome: 'resolve' | 'reject') {
  await page.evaluate((how) => {
    const answer = (window as Window & HeldClipboard).__answerCopy;
    if (how === 'resolve') answer?.resolve();
    else answer?.reject(new Error('NotAllowedError'));
  }, outcome);
}

const phoneField = (page: Page) => page.getByLabel(whatsappTool.phoneLabel);
const linkResult = (page: Page) => page.getByLabel(whatsappTool.resultLinkLabel, { exact: true });
const copyButton = (page: Page) => page.getByRole('button', { name: whatsappTool.copyLabel });

/** The toast is visible, and hovered so its close timer pauses while the screenshot is taken. */
async function holdToast(page: Page, title: string) {
  const toast = page.getByRole('status').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.hover();
}

export const whatsappLinkPage: PageModel = {
  model: whatsappLinkModel,
  route: '/ferramentas/whatsapp-link-creator',
  fullPage: true,
  prepare: holdClipboard,
  events: {
    'phone.change': (page, event) => phoneField(page).fill(String(event.value)),
    'message.change': (page, event) =>
      page.getByLabel(whatsappTool.messageLabel).fill(String(event.value)),
    'link.generate': (page) =>
      page.getByRole('button', { name: whatsappTool.generateLabel }).click(),
    'link.copy': (page) => copyButton(page).click(),
    'form.clear': (page) => page.getByRole('button', { name: whatsappTool.clearLabel }).click(),
    [COPY_DONE.type]: (page) => answerCopy(page, 'resolve'),
    [COPY_FAILED.type]: (page) => answerCopy(page, 'reject'),
  },
  states: {
    empty: async (page) => {
      await expect(linkResult(page)).toHaveCount(0);
      await expect(phoneField(page)).not.toHaveAttribute('aria-invalid', 'true');
    },
    generated: async (page) => {
      await expect(linkResult(page)).toHaveValue(/^https:\/\/wa\.me\/55/);
      await expect(copyButton(page)).toBeEnabled();
    },
    copying: async (page) => {
      await expect(linkResult(page)).toHaveValue(/^https:\/\/wa\.me\/55/);
      await expect(page.getByRole('button', { name: whatsappTool.copyingLabel })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    },
    error: (page) => expect(phoneField(page)).toHaveAttribute('aria-invalid', 'true'),
  },
  stills: {
    generated: (page) => holdToast(page, toasts.generated.title),
    // The path's earlier toast may be closing by now: wait until it is gone, so no timer decides
    // what the baseline shows.
    copying: (page) => expect(page.getByRole('status')).toHaveCount(0, { timeout: 15_000 }),
    error: (page) => holdToast(page, toasts.invalidPhone.title),
  },
};
