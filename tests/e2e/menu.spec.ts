import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { SPEC_MENU_SECTIONS } from './landing-helpers';

test.beforeEach(async ({ page }) => {
  await gotoReady(page, '/');
});

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

const opener = (page: Page) => page.getByRole('button', { name: 'Abrir menu' });

/** One load for what the menu is while open and how it closes; each check is a step. */
test('opens as a modal over a hidden page, with the agency links, traps focus, and closes with X and Escape back to its opener', async ({
  page,
}) => {
  const main = page.getByRole('main');
  const tools = menu(page).getByRole('button', { name: 'Ferramentas' });
  await opener(page).click();
  await expect(menu(page)).toBeVisible();

  await test.step('while open, the page behind is hidden from assistive technology', async () => {
    await expect(menu(page)).toHaveAttribute('aria-modal', 'true');
    await expect(main).toBeHidden();
  });

  await test.step('social icons link to the agency profiles', async () => {
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

  await test.step('Muito mais opens the link hub in a new tab', async () => {
    const more = menu(page).getByRole('link', { name: 'Muito mais' });
    await expect(more).toHaveAttribute('href', 'https://links.orbitadigital.example');
    await expect(more).toHaveAttribute('target', '_blank');
    await expect(more).toHaveAttribute('rel', 'noopener noreferrer');
  });

  await test.step('traps focus inside while open', async () => {
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
        true,
      );
    }
  });

  await test.step('closes with X, focus back on the opener', async () => {
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
    await expect(main).toBeVisible();
  });

  await test.step('closes with Escape, tools expanded, focus back on the opener', async () => {
    await opener(page).click();
    await expect(menu(page)).toBeVisible();
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
    await expect(main).toBeVisible();
  });

  await test.step('reopening starts with the tools collapsed', async () => {
    await opener(page).click();
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
  });
});

test('each section link scrolls to its section, named in the URL, and closes the menu', async ({
  page,
}) => {
  // 'Início' last: by then the page is scrolled far from the top.
  const [top, ...below] = SPEC_MENU_SECTIONS;
  for (const [label, anchor] of [...below, top]) {
    await test.step(`${label} scrolls to #${anchor} and closes the menu`, async () => {
      await opener(page).click();
      await menu(page).getByRole('link', { name: label, exact: true }).click();
      await expect(menu(page)).toBeHidden();
      await expect(page).toHaveURL(`/#${anchor}`);
      await expect(page.locator(`#${anchor}`)).toBeInViewport();
    });
  }
  await test.step('a section already in the URL is scrolled to again', async () => {
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await opener(page).click();
    await menu(page).getByRole('link', { name: top[0], exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('a section entry pressed by keyboard takes the keyboard there: Tab goes on from it', async ({
  page,
}) => {
  // The last section: the farthest from the menu's button.
  const [label, anchor] = ['Contato', 'contact'];
  await opener(page).focus();
  await page.keyboard.press('Enter');
  await menu(page).getByRole('link', { name: label, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeHidden();
  await expect(page.locator(`#${anchor}`)).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(page.locator(`#${anchor} :focus`)).toHaveCount(1);
  await expect(page.locator(`#${anchor}`)).toBeInViewport();
});

test('Ferramentas expands the tools; the link creator navigates and closes the menu', async ({
  page,
}) => {
  await opener(page).click();
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

// The tool pages have no menu: each tool is reached from the landing page's.
test('Ferramentas lists the site-button maker too, which navigates and closes the menu', async ({
  page,
}) => {
  await opener(page).click();
  await menu(page).getByRole('button', { name: 'Ferramentas' }).click();
  await menu(page).getByRole('link', { name: 'Botão de WhatsApp para site' }).click();
  await expect(page).toHaveURL('/ferramentas/botao-whatsapp-para-site');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Botão de WhatsApp para o seu site',
  );
});

test('the menu is one opaque panel however far it scrolls, on every screen', async ({ page }) => {
  for (const viewport of [
    { width: 844, height: 390 },
    { width: 320, height: 480 },
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await test.step(`at ${viewport.width}×${viewport.height}`, async () => {
      await page.setViewportSize(viewport);
      await opener(page).click();
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
      await expect(
        menu(page).getByRole('link', { name: 'Criador de Link WhatsApp' }),
      ).toBeVisible();
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
          Math.max(
            ...[...panel.querySelectorAll('*')].map((e) => e.getBoundingClientRect().bottom),
          ) - bottom
        );
      });
      expect(overflow).toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');
      await expect(menu(page)).toBeHidden();
    });
  }
});
