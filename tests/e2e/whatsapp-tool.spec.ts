import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

const TOOL = '/ferramentas/whatsapp-link-creator';

const phone = (page: Page) => page.getByLabel('Número do WhatsApp');
const message = (page: Page) => page.getByLabel('Mensagem (opcional)');
const generate = (page: Page) => page.getByRole('button', { name: 'GERAR LINK' });
const result = (page: Page) => page.getByLabel('Link gerado', { exact: true });
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

async function expectLink(page: Page, url: string) {
  await expect(result(page)).toHaveValue(url);
  await expect(page.getByRole('link', { name: 'Testar' })).toHaveAttribute('href', url);
}

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await gotoReady(page, TOOL);
  });

  test('keeps only digits and prefixes 55, announcing success', async ({ page }) => {
    await phone(page).fill('(11) 91234-5678');
    await generate(page).click();
    await expectLink(page, 'https://wa.me/5511912345678');
    await expect(toast(page, 'Link gerado com sucesso!')).toContainText(
      'Seu link do WhatsApp foi criado.',
    );
  });

  test('does not prefix 55 twice', async ({ page }) => {
    await phone(page).fill('+55 21 98765-4321');
    await generate(page).click();
    await expectLink(page, 'https://wa.me/5521987654321');
  });

  test('URL-encodes the message as the text parameter', async ({ page }) => {
    await phone(page).fill('11912345678');
    await message(page).fill('Olá! Quero um orçamento & prazo?\nObrigado 😊');
    await generate(page).click();
    await expectLink(
      page,
      'https://wa.me/5511912345678?text=Ol%C3%A1!%20Quero%20um%20or%C3%A7amento%20%26%20prazo%3F%0AObrigado%20%F0%9F%98%8A',
    );
  });

  test('once generated, the link follows later edits', async ({ page }) => {
    await phone(page).fill('11912345678');
    await generate(page).click();
    await phone(page).fill('21 98765-4321');
    await message(page).fill('Oi');
    await expectLink(page, 'https://wa.me/5521987654321?text=Oi');
    await phone(page).fill('');
    await expect(result(page)).toHaveCount(0);
  });

  test('generates when Enter is pressed in the phone field', async ({ page }) => {
    await phone(page).fill('11 3000-0000');
    await phone(page).press('Enter');
    await expectLink(page, 'https://wa.me/551130000000');
  });

  for (const input of ['', '    ', 'abc']) {
    test(`refuses the phone ${JSON.stringify(input)} with the destructive toast, keeping the input`, async ({
      page,
    }) => {
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
    });
  }

  test('accepts any digit count, with a gentle hint only', async ({ page }) => {
    await phone(page).fill('123');
    await expect(page.getByText('Confira o número')).toBeVisible();
    await generate(page).click();
    await expectLink(page, 'https://wa.me/55123');
  });

  test('LIMPAR clears phone, message and link', async ({ page }) => {
    await phone(page).fill('11912345678');
    await message(page).fill('Oi');
    await generate(page).click();
    await page.getByRole('button', { name: 'LIMPAR' }).click();
    await expect(phone(page)).toHaveValue('');
    await expect(message(page)).toHaveValue('');
    await expect(result(page)).toHaveCount(0);
    await expect(phone(page)).toBeFocused();
  });

  test('Testar opens the link in a new tab, safely', async ({ page }) => {
    await phone(page).fill('11912345678');
    await generate(page).click();
    const testLink = page.getByRole('link', { name: 'Testar' });
    await expect(testLink).toHaveAttribute('target', '_blank');
    await expect(testLink).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test.describe('copy', () => {
    test('copies with the Clipboard API', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await phone(page).fill('11912345678');
      await generate(page).click();
      await page.getByRole('button', { name: 'Copiar' }).click();
      await expect(toast(page, 'Copiado!')).toContainText(
        'Link copiado para a área de transferência.',
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        'https://wa.me/5511912345678',
      );
    });

    test('falls back to execCommand when the Clipboard API refuses', async ({ page }) => {
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
      await phone(page).fill('11912345678');
      await generate(page).click();
      await page.getByRole('button', { name: 'Copiar' }).click();
      await expect(toast(page, 'Copiado!')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual(
        ['https://wa.me/5511912345678'],
      );
    });

    test('shows the error toast when every way to copy fails', async ({ page }) => {
      await page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
        document.execCommand = () => false;
      });
      await phone(page).fill('11912345678');
      await generate(page).click();
      await page.getByRole('button', { name: 'Copiar' }).click();
      const error = toast(page, 'Erro');
      await expect(error).toContainText('Não foi possível copiar o link.');
      await expect(error).toHaveAttribute('data-type', 'error');
    });
  });

  test.describe('ads script', () => {
    const adsScript = 'script[src*="adsbygoogle.js"]';

    test('is injected once on the tool, async, with the configured client', async ({ page }) => {
      await expect(page.locator(adsScript)).toHaveCount(1);
      await expect(page.locator(adsScript)).toHaveAttribute(
        'src',
        /client=ca-pub-0000000000000000/,
      );
      expect(await page.locator(adsScript).evaluate((s: HTMLScriptElement) => s.async)).toBe(true);
      await page.getByRole('link', { name: 'Voltar para o início' }).click();
      await expect(page).toHaveURL('/');
      await page.goBack();
      await expect(phone(page)).toBeVisible();
      await expect(page.locator(adsScript)).toHaveCount(1);
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
