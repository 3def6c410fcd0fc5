import { expect, gotoReady, settle, test } from './fixtures';

/** The tool's three visual states: empty, generated (with its toast) and error (with its toast). */
test.describe('@visual whatsapp link creator', () => {
  test.beforeEach(async ({ page }) => {
    await gotoReady(page, '/ferramentas/whatsapp-link-creator');
  });

  test('empty', async ({ page }) => {
    await settle(page);
    await expect(page).toHaveScreenshot(['whatsappLink', 'empty.png'], { fullPage: true });
  });

  test('generated', async ({ page }) => {
    await page.getByLabel('Número do WhatsApp').fill('(11) 91234-5678');
    await page.getByLabel('Mensagem (opcional)').fill('Olá! Quero saber mais sobre os serviços.');
    await page.getByRole('button', { name: 'GERAR LINK' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link gerado' })).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot(['whatsappLink', 'generated.png'], { fullPage: true });
  });

  test('error', async ({ page }) => {
    await page.getByRole('button', { name: 'GERAR LINK' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Erro' })).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot(['whatsappLink', 'error.png'], { fullPage: true });
  });
});
