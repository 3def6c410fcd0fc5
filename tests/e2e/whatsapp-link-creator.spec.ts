import type { Page, Route } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { uiLabels } from '../../src/content/ui';
import { whatsappLinkCreator } from '../../src/content/whatsapp-link-creator';
import { TOAST_DURATION_MS } from '../../src/browser/toast';
import { closeToasts, expect, gotoReady, pageLive, test } from './fixtures';

const TOOL = '/ferramentas/whatsapp-link-creator';

const phone = (page: Page) => page.getByLabel('Número do WhatsApp');
const message = (page: Page) => page.getByLabel('Mensagem (opcional)');
const generate = (page: Page) => page.getByRole('button', { name: 'GERAR LINK' });
const result = (page: Page) => page.getByLabel('Link gerado', { exact: true });
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** The link is shown as read (its message decoded); the one to open is the link itself. */
async function expectLink(page: Page, url: string) {
  const readable = url.replace(
    /\?text=(.*)$/s,
    (_, text: string) => `?text=${decodeURIComponent(text)}`,
  );
  await expect(result(page)).toHaveValue(readable);
  await expect(page.getByRole('link', { name: 'Testar' })).toHaveAttribute('href', url);
}

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await gotoReady(page, TOOL);
  });

  // The spec's rules for the link, one generation after another on one load.
  test("builds the link by the spec's rules, and it follows later edits", async ({ page }) => {
    await test.step('keeps only digits and prefixes 55, announcing success', async () => {
      await phone(page).fill('(11) 91234-5678');
      await generate(page).click();
      await expectLink(page, 'https://wa.me/5511912345678');
      await expect(toast(page, 'Link gerado com sucesso!')).toContainText(
        'Seu link do WhatsApp foi criado.',
      );
      // In a region named in Portuguese, as assistive technology announces it.
      await expect(
        page.getByRole('region', { name: uiLabels.toastRegion }).getByRole('status'),
      ).toContainText('Link gerado com sucesso!');
    });
    await test.step('does not prefix 55 twice', async () => {
      await phone(page).fill('+55 21 98765-4321');
      await generate(page).click();
      await expectLink(page, 'https://wa.me/5521987654321');
    });
    await test.step('URL-encodes the message as the text parameter', async () => {
      await phone(page).fill('11912345678');
      await message(page).fill('Olá! Quero um orçamento & prazo?\nObrigado 😊');
      await generate(page).click();
      await expectLink(
        page,
        'https://wa.me/5511912345678?text=Ol%C3%A1!%20Quero%20um%20or%C3%A7amento%20%26%20prazo%3F%0AObrigado%20%F0%9F%98%8A',
      );
      await message(page).fill('');
    });
    await test.step('generates when Enter is pressed in the phone field', async () => {
      await phone(page).fill('11 3000-0000');
      await phone(page).press('Enter');
      await expectLink(page, 'https://wa.me/551130000000');
    });
    await test.step('accepts any digit count, saying what is wrong', async () => {
      await phone(page).fill('123');
      // Under the field, and at the result on show, which follows the edit.
      await expect(page.getByText('Faltam dígitos')).toHaveCount(2);
      await generate(page).click();
      await expectLink(page, 'https://wa.me/55123');
    });
    await test.step('once generated, the link follows later edits', async () => {
      await phone(page).fill('11912345678');
      await generate(page).click();
      await phone(page).fill('21 98765-4321');
      await message(page).fill('Oi');
      await expectLink(page, 'https://wa.me/5521987654321?text=Oi');
      await phone(page).fill('');
      await expect(result(page)).toHaveCount(0);
    });
  });

  test('refuses a phone with no digits with the destructive toast, keeping the input', async ({
    page,
  }) => {
    for (const input of ['', '    ', 'abc']) {
      await test.step(`refuses the phone ${JSON.stringify(input)}`, async () => {
        await phone(page).fill(input);
        await message(page).fill('Minha mensagem');
        await generate(page).click();
        const error = toast(page, 'Erro');
        await expect(error).toContainText('Por favor, insira um número de WhatsApp válido.');
        await expect(error).toHaveAttribute('data-type', 'error');
        await expect(phone(page)).toHaveValue(input);
        await expect(message(page)).toHaveValue('Minha mensagem');
        await expect(phone(page)).toHaveAttribute('aria-invalid', 'true');
        await expect(result(page)).toHaveCount(0);
        await closeToasts(error);
      });
    }
  });

  test('an empty phone brings its field into view and focus, with a message that stays', async ({
    page,
  }) => {
    // The toast's time runs on the page's clock, advanced rather than waited for.
    await page.clock.install();
    // A short phone screen: the visitor has scrolled down to the button, past the field.
    await page.setViewportSize({ width: 390, height: 560 });
    await message(page).fill('Minha mensagem');
    // From the keyboard (a pointer left over the toast would hold it), scrolled past the field.
    await generate(page).evaluate((button: HTMLElement) => {
      button.scrollIntoView({ block: 'start', behavior: 'instant' });
      button.focus({ preventScroll: true });
    });
    await expect(phone(page)).not.toBeInViewport();
    await generate(page).press('Enter');
    await expect(phone(page)).toBeFocused();
    const inline = page.getByText(whatsappLinkCreator.phoneErrorText);
    await expect(inline).toBeInViewport();
    // Seen, not under the toast: what shows at the message's centre is the message.
    await expect(toast(page, 'Erro')).toBeVisible();
    await expect
      .poll(() =>
        inline.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        }),
      )
      .toBe(true);
    await expect(phone(page)).toHaveAccessibleErrorMessage(whatsappLinkCreator.phoneErrorText);
    // The toast goes; the message under the field stays until the visitor edits the number.
    await page.clock.runFor(TOAST_DURATION_MS);
    await expect(toast(page, 'Erro')).toHaveCount(0);
    await expect(inline).toBeInViewport();
    // Pressed again from the button, the field comes back to the visitor.
    await generate(page).focus();
    await generate(page).press('Enter');
    await expect(phone(page)).toBeFocused();
    await phone(page).pressSequentially('1');
    await expect(inline).toHaveCount(0);
  });

  test('Testar opens the link in a new tab, safely; LIMPAR clears phone, message and link', async ({
    page,
  }) => {
    await test.step('Testar opens the link in a new tab, safely', async () => {
      await phone(page).fill('11912345678');
      await generate(page).click();
      const testLink = page.getByRole('link', { name: 'Testar' });
      await expect(testLink).toHaveAttribute('target', '_blank');
      await expect(testLink).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await test.step('LIMPAR clears phone, message and link', async () => {
      await phone(page).fill('11912345678');
      await message(page).fill('Oi');
      await generate(page).click();
      await page.getByRole('button', { name: 'LIMPAR' }).click();
      await expect(phone(page)).toHaveValue('');
      await expect(message(page)).toHaveValue('');
      await expect(result(page)).toHaveCount(0);
      await expect(phone(page)).toBeFocused();
    });
  });

  // One link, copied three times: each step takes one more way to copy away.
  test('copies with the Clipboard API, falls back to execCommand, and says so when both fail', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await phone(page).fill('11912345678');
    await generate(page).click();
    await test.step('copies with the Clipboard API', async () => {
      await page.getByRole('button', { name: 'Copiar', exact: true }).click();
      await expect(toast(page, 'Copiado!')).toContainText(
        'Link copiado para a área de transferência.',
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        'https://wa.me/5511912345678',
      );
      await closeToasts(toast(page, 'Copiado!'));
    });
    await test.step('falls back to execCommand when the Clipboard API refuses', async () => {
      await page.evaluate(() => {
        const w = window as unknown as { copied: string[] };
        w.copied = [];
        navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
        document.execCommand = () => {
          const active = document.activeElement as HTMLTextAreaElement;
          w.copied.push(active.value);
          return true;
        };
      });
      await page.getByRole('button', { name: 'Copiar', exact: true }).click();
      await expect(toast(page, 'Copiado!')).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual(
        ['https://wa.me/5511912345678'],
      );
      await closeToasts(toast(page, 'Copiado!'));
    });
    await test.step('shows the error toast when every way to copy fails', async () => {
      await page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
        document.execCommand = () => false;
      });
      await page.getByRole('button', { name: 'Copiar', exact: true }).click();
      const error = toast(page, 'Erro');
      await expect(error).toContainText('Não foi possível copiar o link.');
      await expect(error).toHaveAttribute('data-type', 'error');
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered tool shows its form', async ({ page }) => {
    await page.goto(TOOL);
    await expect(phone(page)).toBeVisible();
    await expect(message(page)).toBeVisible();
    await expect(generate(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'LIMPAR' })).toBeVisible();
  });
});

test.describe('ads script', () => {
  const adsScript = 'script[data-ads-script]';
  const adsOrigin = new URL(siteConfig.ads.scriptUrl).origin;

  test('is injected once on the tool, async, with the configured client', async ({ page }) => {
    await gotoReady(page, TOOL);
    await expect(page.locator(adsScript)).toHaveCount(1);
    await expect(page.locator(adsScript)).toHaveAttribute('src', /client=ca-pub-0000000000000000/);
    expect(await page.locator(adsScript).evaluate((s: HTMLScriptElement) => s.async)).toBe(true);
  });

  test('is absent from the landing page', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.locator(adsScript)).toHaveCount(0);
  });

  test('being blocked breaks nothing', async ({ page, problems }) => {
    problems.allow(/Failed to load resource/);
    await page.route('**/adsbygoogle.js*', (route) => route.abort('blockedbyclient'));
    await gotoReady(page, TOOL);
    await phone(page).fill('11912345678');
    await generate(page).click();
    await expectLink(page, 'https://wa.me/5511912345678');
  });

  /**
   * Serves an ads script that keeps calling home every second, as real ads do, and records every
   * request to the ads origin. The page clock drives it: time is advanced, never waited for.
   */
  async function withPingingAds(page: Page): Promise<string[]> {
    const adRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(adsOrigin)) adRequests.push(request.url());
    });
    await page.route(`${adsOrigin}/**`, (route) =>
      route.request().url().startsWith(siteConfig.ads.scriptUrl)
        ? route.fulfill({
            contentType: 'text/javascript',
            body: `setInterval(() => fetch('${adsOrigin}/ping', { mode: 'no-cors' }), 1000);`,
          })
        : route.fulfill({ status: 204 }),
    );
    await page.clock.install();
    return adRequests;
  }

  /** The ads run in this document, which gets a mark: finding it later means it was kept. */
  async function expectAdsRunning(page: Page, adRequests: string[]) {
    await expect(page.locator(adsScript)).toHaveCount(1);
    await page.clock.runFor(3000);
    await expect
      .poll(() => adRequests.filter((url) => url.endsWith('/ping')).length)
      .toBeGreaterThan(0);
    await page.evaluate(() => Object.assign(window, { adsDocument: true }));
  }

  /** The ads' document was discarded: no script, no mark, and no ad request as time goes on. */
  async function expectAdsGone(page: Page, adRequests: string[]) {
    await page.waitForFunction(() => !('adsDocument' in window));
    await expect(page).toHaveURL('/');
    // Give the landing page's app its intent, so anything it would start, starts.
    await pageLive(page);
    await expect(page.locator(adsScript)).toHaveCount(0);
    const seen = adRequests.length;
    await page.clock.runFor(10_000);
    expect(adRequests).toHaveLength(seen);
  }

  for (const link of ['Voltar para o início', uiLabels.homeLink]) {
    test(`leaving by the link "${link}" leaves no ads behind`, async ({ page }) => {
      const adRequests = await withPingingAds(page);
      await gotoReady(page, TOOL);
      await expectAdsRunning(page, adRequests);
      await page.getByRole('link', { name: link }).click();
      await expectAdsGone(page, adRequests);
    });
  }

  test('leaving by the back button leaves no ads behind', async ({ page }) => {
    const adRequests = await withPingingAds(page);
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Ferramentas' }).click();
    await page.getByRole('link', { name: 'Criador de Link WhatsApp' }).click();
    await expect(phone(page)).toBeVisible();
    await pageLive(page);
    await expectAdsRunning(page, adRequests);
    await page.goBack();
    await expectAdsGone(page, adRequests);
  });
});

test.describe('before the page script runs', () => {
  test('pressing GERAR LINK or Enter puts nothing typed in the URL', async ({ page }) => {
    const held: Route[] = [];
    await page.route('**/assets/*.js', (route) => {
      held.push(route);
    });
    await page.goto(TOOL, { waitUntil: 'commit' });
    await phone(page).fill('11912345678');
    await message(page).fill('Meu segredo');
    await generate(page).click();
    await phone(page).press('Enter');
    // Let the script run: a submission that navigated would have reloaded the page by now.
    await page.unroute('**/assets/*.js');
    await Promise.all(held.map((route) => route.continue()));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page).toHaveURL(TOOL);
  });
});
