import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await gotoReady(page, '/');
});

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test('opens from the fixed button, closes with X and Escape, focus back on the opener', async ({
  page,
}) => {
  const opener = page.getByRole('button', { name: 'Abrir menu' });
  await opener.click();
  await expect(menu(page)).toBeVisible();
  await page.getByRole('button', { name: 'Fechar menu' }).click();
  await expect(menu(page)).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(opener).toBeFocused();
});

test('traps focus inside while open', async ({ page }) => {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(menu(page)).toBeVisible();
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    expect(await menu(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
      true,
    );
  }
});

for (const [label, anchor] of [
  ['Início', 'hero'],
  ['Serviços', 'services'],
  ['Portfólio', 'portfolio'],
  ['Sobre', 'about'],
  ['Depoimentos', 'testimonials'],
  ['Contato', 'contact'],
] as const) {
  test(`${label} scrolls to #${anchor} and closes the menu`, async ({ page }) => {
    if (anchor === 'hero')
      await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await menu(page).getByRole('link', { name: label, exact: true }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
  });
}

test('Muito mais opens the link hub in a new tab', async ({ page }) => {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const more = menu(page).getByRole('link', { name: 'Muito mais' });
  await expect(more).toHaveAttribute('href', 'https://links.orbitadigital.example');
  await expect(more).toHaveAttribute('target', '_blank');
  await expect(more).toHaveAttribute('rel', 'noopener noreferrer');
});

test('Ferramentas expands the tools; the link creator navigates and closes the menu', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const tools = menu(page).getByRole('button', { name: 'Ferramentas' });
  const creator = menu(page).getByRole('link', { name: 'Criador de Link WhatsApp' });
  await expect(tools).toHaveAttribute('aria-expanded', 'false');
  await expect(creator).toBeHidden();
  await tools.click();
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
  await creator.click();
  await expect(page).toHaveURL('/ferramentas/whatsapp-link-creator');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Número do WhatsApp')).toBeVisible();
});

test('Ferramentas lists the site-button maker too, which navigates and closes the menu', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu(page).getByRole('button', { name: 'Ferramentas' }).click();
  await menu(page).getByRole('link', { name: 'Botão de WhatsApp para site' }).click();
  await expect(page).toHaveURL('/ferramentas/botao-whatsapp-para-site');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Botão de WhatsApp para o seu site',
  );
});

test('reopening starts with the tools collapsed', async ({ page }) => {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu(page).getByRole('button', { name: 'Ferramentas' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(menu(page).getByRole('button', { name: 'Ferramentas' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('social icons link to the agency profiles', async ({ page }) => {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  for (const [name, href] of [
    ['Instagram da Órbita Digital', 'https://www.instagram.com/orbitadigital.example'],
    ['TikTok da Órbita Digital', 'https://www.tiktok.com/@orbitadigital.example'],
    ['YouTube da Órbita Digital', 'https://www.youtube.com/@orbitadigital.example'],
  ] as const) {
    await expect(menu(page).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(
    menu(page).getByRole('link', { name: 'WhatsApp da Órbita Digital' }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\/5511900000000\?text=/);
});

test('while open, the page behind is hidden from assistive technology, and back once closed', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(menu(page)).toBeVisible();
  await expect(menu(page)).toHaveAttribute('aria-modal', 'true');
  await expect(main).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(main).toBeVisible();
});

for (const viewport of [
  { width: 844, height: 390 },
  { width: 320, height: 480 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height}, the menu is one opaque panel however far it scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    // Once in place, the panel covers the whole screen, in a colour with no transparency.
    const panel = await menu(page).evaluate(async (dialog) => {
      const content = dialog.firstElementChild ?? dialog;
      await Promise.all(content.getAnimations().map((entrance) => entrance.finished));
      const { top, left, right, bottom } = content.getBoundingClientRect();
      return {
        covers: top <= 0 && left <= 0 && right >= innerWidth && bottom >= innerHeight,
        background: getComputedStyle(content).backgroundColor,
      };
    });
    expect(panel.covers).toBe(true);
    expect(panel.background).toMatch(/^rgb\(/);
    await menu(page).getByRole('button', { name: 'Ferramentas' }).click();
    await expect(menu(page).getByRole('link', { name: 'Criador de Link WhatsApp' })).toBeVisible();
    const lastLink = menu(page).getByRole('link').last();
    await lastLink.scrollIntoViewIfNeeded();
    await expect(lastLink).toBeInViewport();
    // The panel (which carries the background) reaches past its last item: nothing is drawn
    // outside it, over the page.
    const overflow = await menu(page).evaluate((dialog) => {
      const panel = dialog.firstElementChild;
      if (!panel) return Number.POSITIVE_INFINITY;
      const bottom = panel.getBoundingClientRect().bottom;
      return (
        Math.max(...[...panel.querySelectorAll('*')].map((e) => e.getBoundingClientRect().bottom)) -
        bottom
      );
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
