import { expect, type Page, type Route } from '@playwright/test';
import { printKitText as text } from '../../../src/content/print-kit';
import { toasts, whatsappLinkCreator } from '../../../src/content/whatsapp-link-creator';
import { FILE_FAILED, FILE_MADE, LOGO_READ, LOGO_UNREADABLE, printKitModel } from '../print-kit';
import type { PageModel } from './page-model';
import { closeToastOnceShown } from '../../e2e/fixtures';

/**
 * The kit's effects, held so each state stays on screen until the test answers: the image
 * decoder (`createImageBitmap`, the page's own answer once released, or a refusal) and the PDF
 * writer's chunk (delivered, or the request failed as on a lost connection).
 */
interface HeldDecode {
  __answerDecode?: (how: 'resolve' | 'reject') => void;
}

const heldChunks = new WeakMap<Page, Route[]>();

async function holdEffects(page: Page) {
  await page.addInitScript(() => {
    const decode = window.createImageBitmap.bind(window);
    window.createImageBitmap = ((...args: Parameters<typeof decode>) =>
      new Promise((resolve, reject) => {
        (window as Window & HeldDecode).__answerDecode = (how) => {
          if (how === 'resolve') resolve(decode(...args));
          else reject(new DOMException('The source image cannot be decoded.', 'InvalidStateError'));
        };
      })) as typeof window.createImageBitmap;
  });
  const held: Route[] = [];
  heldChunks.set(page, held);
  // A retry asks for the same file under another URL (`?tentativa=N`): held as well.
  await page.route(/\/assets\/print-kit-pdf-[\w-]+\.js(\?|$)/, (route) => {
    held.push(route);
  });
}

async function answerDecode(page: Page, how: 'resolve' | 'reject') {
  await page.evaluate((answer) => (window as Window & HeldDecode).__answerDecode?.(answer), how);
}

async function answerChunk(page: Page, how: 'continue' | 'abort') {
  await expect.poll(() => heldChunks.get(page)?.length ?? 0).toBeGreaterThan(0);
  const routes = heldChunks.get(page)?.splice(0) ?? [];
  await Promise.all(routes.map((route) => (how === 'continue' ? route.continue() : route.abort())));
}

/** A small PNG the test draws, never a file kept in the repository. */
async function logoPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(64, 64);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#075e54';
    context.fillRect(0, 0, 64, 64);
    context.fillStyle = '#fff';
    context.fillRect(16, 16, 32, 32);
    const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  return Buffer.from(base64, 'base64');
}

const kit = (page: Page) => page.getByRole('region', { name: text.heading });
const logoInput = (page: Page) => page.getByLabel(text.logoLabel);
const pdfButton = (page: Page) => kit(page).getByRole('button', { name: /PDF|Gerando/ });

export const printKitPage: PageModel = {
  model: printKitModel,
  route: '/ferramentas/whatsapp-link-creator',
  fullPage: true,
  prepare: holdEffects,
  // Once delivered, the PDF writer is not requested again: no later 'Baixar PDF' can be held.
  endsWalk: [FILE_MADE.type],
  // The kit is part of a generated link's result.
  arrive: async (page) => {
    await page.getByLabel(whatsappLinkCreator.phoneLabel).fill('(11) 91234-5678');
    await page.getByRole('button', { name: whatsappLinkCreator.generateLabel }).click();
    await expect(page.getByRole('button', { name: text.openLabel })).toBeEnabled();
    await closeToastOnceShown(page, toasts.generated.title);
  },
  events: {
    'kit.open': (page) => page.getByRole('button', { name: text.openLabel }).click(),
    'kit.close': (page) => page.getByRole('button', { name: text.closeLabel }).click(),
    'format.choose': (page, event) =>
      page
        .getByLabel(text.formatLabel)
        .selectOption(String(event.format))
        .then(() => undefined),
    'cta.change': (page, event) => page.getByLabel(text.ctaLabel).fill(String(event.value)),
    'logo.choose': async (page, event) => {
      const file = event.file as { name: string; type: string };
      await logoInput(page).setInputFiles({
        name: file.name,
        mimeType: file.type,
        buffer: file.type.startsWith('image/') ? await logoPng(page) : Buffer.from('não é imagem'),
      });
    },
    'logo.remove': (page) => page.getByRole('button', { name: text.logoRemoveLabel }).click(),
    'file.make': (page) => pdfButton(page).click(),
    [LOGO_READ.type]: (page) => answerDecode(page, 'resolve'),
    [LOGO_UNREADABLE.type]: (page) => answerDecode(page, 'reject'),
    [FILE_MADE.type]: async (page) => {
      const download = page.waitForEvent('download');
      await answerChunk(page, 'continue');
      await download;
    },
    [FILE_FAILED.type]: (page) => answerChunk(page, 'abort'),
  },
  // The PDF writer's request, failed on purpose for `failed`.
  expectedConsole: [/^error: Failed to load resource: net::ERR_FAILED$/],
  states: {
    closed: async (page) => {
      await expect(page.getByRole('button', { name: text.openLabel })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(page.getByLabel(text.formatLabel)).toHaveCount(0);
    },
    open: async (page) => {
      await expect(page.getByLabel(text.formatLabel)).toBeVisible();
      await expect(pdfButton(page)).toBeEnabled();
      await expect(pdfButton(page)).toHaveAttribute('aria-busy', 'false');
      await expect(kit(page).getByRole('alert').filter({ hasText: text.failed })).toHaveCount(0);
    },
    readingLogo: async (page) => {
      await expect(kit(page).getByText(text.logoReading)).toBeVisible();
      await expect(pdfButton(page)).toBeDisabled();
    },
    generating: async (page) => {
      await expect(pdfButton(page)).toHaveAttribute('aria-busy', 'true');
      await expect(pdfButton(page)).toHaveText(text.makingLabel);
    },
    failed: (page) => expect(kit(page).getByRole('alert')).toContainText(text.failed),
  },
};
