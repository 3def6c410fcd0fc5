import { expect, type Page } from '@playwright/test';
import { toasts, whatsappLinkCreator } from '../../../src/content/whatsapp-link-creator';
import {
  COPY_DONE,
  COPY_FAILED,
  SHARE_DONE,
  SHARE_FAILED,
  whatsappLinkModel,
} from '../whatsapp-link-creator';
import type { PageModel } from './page-model';
import { closeToastOnceShown } from '../../e2e/fixtures';

/**
 * The page's clipboard and share sheet, held by the test: each copy or share waits for
 * `answerCopy` or `answerShare` to settle it.
 */
interface HeldEffects {
  __answerCopy?: { resolve: () => void; reject: (error: Error) => void };
  __answerShare?: { resolve: () => void; reject: (error: Error) => void };
}

export async function holdEffects(page: Page) {
  await page.addInitScript(() => {
    const held = window as Window & HeldEffects;
    navigator.clipboard.writeText = () =>
      new Promise<void>((resolve, reject) => {
        held.__answerCopy = { resolve, reject };
      });
    // The fallback fails too, so a refused clipboard is a failed copy.
    document.execCommand = () => false;
    // Desktop Chromium on Linux has no Web Share API: stand in for a phone's share sheet.
    navigator.share = () =>
      new Promise<void>((resolve, reject) => {
        held.__answerShare = { resolve, reject };
      });
  });
}

async function answerShare(page: Page, outcome: 'resolve' | 'reject') {
  await page.evaluate((how) => {
    const answer = (window as Window & HeldEffects).__answerShare;
    if (how === 'resolve') answer?.resolve();
    else answer?.reject(new DOMException('Permission denied', 'NotAllowedError'));
  }, outcome);
}

export async function answerCopy(page: Page, outcome: 'resolve' | 'reject') {
  await page.evaluate((how) => {
    const answer = (window as Window & HeldEffects).__answerCopy;
    if (how === 'resolve') answer?.resolve();
    else answer?.reject(new Error('NotAllowedError'));
  }, outcome);
}

const phoneField = (page: Page) => page.getByLabel(whatsappLinkCreator.phoneLabel);
const linkResult = (page: Page) =>
  page.getByLabel(whatsappLinkCreator.resultLinkLabel, { exact: true });
const copyButton = (page: Page) =>
  page.getByRole('button', { name: whatsappLinkCreator.copyLabel, exact: true });

const qrCode = (page: Page) =>
  page.getByRole('img', { name: /^QR Code do link https:\/\/wa\.me\// });
const shareButton = (page: Page) =>
  page.getByRole('button', { name: whatsappLinkCreator.shareLabel });

/** The result panel shows the link, its number as dialled and its QR code. */
async function expectResult(page: Page) {
  // As chosen to open on computers: wa.me, or WhatsApp Web.
  await expect(linkResult(page)).toHaveValue(
    /^https:\/\/(wa\.me\/|web\.whatsapp\.com\/send\?phone=)(55|1)/,
  );
  await expect(page.getByTestId('result-number')).toHaveText(/^\+(55|1) \d/);
  await expect(qrCode(page)).toBeVisible();
}

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
  prepare: holdEffects,
  events: {
    'phone.change': (page, event) => phoneField(page).fill(String(event.value)),
    'message.change': (page, event) =>
      page.getByLabel(whatsappLinkCreator.messageLabel).fill(String(event.value)),
    'link.generate': (page) =>
      page.getByRole('button', { name: whatsappLinkCreator.generateLabel }).click(),
    'country.change': async (page, event) => {
      await page.getByLabel(whatsappLinkCreator.countryLabel).selectOption(String(event.iso));
    },
    'link.copy': (page) => copyButton(page).click(),
    'link.share': (page) => shareButton(page).click(),
    'recent.use': (page, event) =>
      page
        .getByRole('button', { name: /^Usar de novo o link/ })
        .nth(Number(event.index))
        .click(),
    'recent.clear': (page) =>
      page.getByRole('button', { name: whatsappLinkCreator.recentClearLabel }).click(),
    'open.choose': (page, event) =>
      page
        .getByRole('radio', {
          name: whatsappLinkCreator.opensInOptions[event.opensIn === 'web' ? 'web' : 'app'],
        })
        .check(),
    'form.clear': (page) =>
      page.getByRole('button', { name: whatsappLinkCreator.clearLabel }).click(),
    [COPY_DONE.type]: (page) => answerCopy(page, 'resolve'),
    [COPY_FAILED.type]: (page) => answerCopy(page, 'reject'),
    [SHARE_DONE.type]: (page) => answerShare(page, 'resolve'),
    [SHARE_FAILED.type]: (page) => answerShare(page, 'reject'),
  },
  states: {
    empty: async (page) => {
      await expect(linkResult(page)).toHaveCount(0);
      await expect(phoneField(page)).not.toHaveAttribute('aria-invalid', 'true');
    },
    generated: async (page) => {
      await expectResult(page);
      await expect(copyButton(page)).toBeEnabled();
      await expect(shareButton(page)).toBeEnabled();
    },
    copying: async (page) => {
      await expectResult(page);
      await expect(
        page.getByRole('button', { name: whatsappLinkCreator.copyingLabel }),
      ).toHaveAttribute('aria-busy', 'true');
    },
    sharing: async (page) => {
      await expectResult(page);
      await expect(
        page.getByRole('button', { name: whatsappLinkCreator.sharingLabel }),
      ).toHaveAttribute('aria-busy', 'true');
    },
    error: (page) => expect(phoneField(page)).toHaveAttribute('aria-invalid', 'true'),
  },
  stills: {
    // The toast may be closing by now (the QR code and the number's format load first): close
    // it, so no timer decides what the baseline shows.
    generated: (page) => closeToastOnceShown(page, toasts.generated.title),
    copying: (page) => expect(page.getByRole('status')).toHaveCount(0, { timeout: 15_000 }),
    sharing: (page) => expect(page.getByRole('status')).toHaveCount(0, { timeout: 15_000 }),
    error: (page) => holdToast(page, toasts.invalidPhone.title),
  },
};
