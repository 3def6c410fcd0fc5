import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { renderSVG } from 'uqr';
import {
  copied,
  expect,
  gotoReady,
  holdTheApp,
  hydrated,
  pageLive,
  recordClipboard,
  settle,
  test,
} from './fixtures';
import { channelLinksText } from '../../src/content/channel-links';
import { whatsappLinkCreator } from '../../src/content/whatsapp-link-creator';
import { RECENT_LINK_MAX_LENGTH, RECENT_LINKS_LIMIT } from '../../src/domain/recent-links';

/** The link creator beyond the spec's minimum: QR code, countries, hints, preview, recent links. */

const TOOL = '/ferramentas/whatsapp-link-creator';

const country = (page: Page) => page.getByLabel('País');
const phone = (page: Page) => page.getByLabel('Número do WhatsApp');
const message = (page: Page) => page.getByLabel('Mensagem (opcional)');
const generate = (page: Page) => page.getByRole('button', { name: 'GERAR LINK' });
const result = (page: Page) => page.getByLabel('Link gerado', { exact: true });
const copy = (page: Page) => page.getByRole('button', { name: 'Copiar', exact: true });
const qrCode = (page: Page) => page.getByRole('img', { name: /^QR Code do link / });
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
const bubble = (page: Page) => page.getByTestId('message-bubble');
/** A fix a note offers: the one under the phone field (the result offers it too). */
const fieldFix = (page: Page, name: string) => page.getByRole('button', { name }).first();

test('QR code: follows the link Copiar copies, downloads as PNG and SVG, and a message too long for one gets a note', async ({
  page,
}) => {
  await recordClipboard(page);
  await gotoReady(page, TOOL);
  await test.step('shows the QR code of exactly the link Copiar copies, live as it changes', async () => {
    await phone(page).fill('11 98765-4321');
    await message(page).fill('Olá!');
    await generate(page).click();
    const link = 'https://wa.me/5511987654321?text=Ol%C3%A1!';
    await expect(qrCode(page)).toHaveAccessibleName(`QR Code do link ${link}`);
    await copy(page).click();
    await expect.poll(() => copied(page)).toEqual([link]);
    await message(page).fill('Oi');
    await expect(qrCode(page)).toHaveAccessibleName(
      'QR Code do link https://wa.me/5511987654321?text=Oi',
    );
  });

  await test.step('downloads the QR code as PNG and as SVG, named for the number', async () => {
    await message(page).fill('');
    await expect(qrCode(page)).toHaveAccessibleName('QR Code do link https://wa.me/5511987654321');

    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('qr-code-whatsapp-5511987654321.png');
    const pngBytes = await readFile(await png.path());
    expect(pngBytes.subarray(1, 4).toString()).toBe('PNG');

    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar SVG' }).click(),
    ]);
    expect(svg.suggestedFilename()).toBe('qr-code-whatsapp-5511987654321.svg');
    // The same modules as the QR code of the link, encoded independently here.
    const svgText = await readFile(await svg.path(), 'utf8');
    expect(svgText).toBe(renderSVG('https://wa.me/5511987654321', { ecc: 'M', border: 2 }));
  });

  await test.step('a message too long for a QR code gets a note, and the link still works', async () => {
    await message(page).fill('Quero um orçamento. '.repeat(120));
    await generate(page).click();
    await expect(page.getByRole('note')).toContainText('longa demais para caber em um QR Code');
    await expect(qrCode(page)).toHaveCount(0);
    await expect(result(page)).toHaveValue(/^https:\/\/wa\.me\/5511987654321\?text=Quero um/);
    await expect(page.getByRole('link', { name: 'Testar' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/5511987654321\?text=/,
    );
  });
});

test.describe('links per channel', () => {
  const channels = channelLinksText.channels;
  const region = (page: Page) => page.getByRole('region', { name: 'Links por canal' });
  const item = (page: Page, name: string) =>
    region(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) });
  /** The link a channel's QR code encodes, read from its accessible name. */
  const qrLink = async (page: Page, name: string) =>
    new URL(
      ((await item(page, name).getByRole('img').getAttribute('alt')) ?? '').replace(
        'QR Code do link ',
        '',
      ),
    );

  // One load for the three: the spreadsheet first, from the form as first filled; each step
  // leaves the links as the next one starts from.
  test('one press makes a link per channel with its QR code; they export, copy, follow the form and hide', async ({
    page,
  }) => {
    await recordClipboard(page);
    await gotoReady(page, TOOL);
    await phone(page).fill('11 98765-4321');
    await message(page).fill('Olá!');
    await generate(page).click();
    await page.getByRole('button', { name: 'Criar links por canal' }).click();

    await test.step('exports every link as a spreadsheet in columns, and each QR code named for its channel', async () => {
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Baixar planilha (CSV)' }).click(),
      ]);
      expect(csv.suggestedFilename()).toBe('links-whatsapp-5511987654321.csv');
      const rows = (await readFile(await csv.path(), 'utf8')).split('\r\n');
      expect(rows[0]).toBe('\uFEFFCanal;Referência;Mensagem;Link');
      expect(rows[1]).toBe(
        'Bio do Instagram;IG;Olá! (ref: IG);https://wa.me/5511987654321?text=Ol%C3%A1!%20(ref%3A%20IG)',
      );
      expect(rows.slice(1, -1).map((row) => row.split(';')[1])).toEqual(
        channels.map((channel) => channel.ref),
      );

      const [svg] = await Promise.all([
        page.waitForEvent('download'),
        item(page, 'Anúncios').getByRole('button', { name: 'Baixar SVG' }).click(),
      ]);
      expect(svg.suggestedFilename()).toBe('qr-code-whatsapp-5511987654321-anuncios.svg');
      expect(await readFile(await svg.path(), 'utf8')).toBe(
        renderSVG('https://wa.me/5511987654321?text=Ol%C3%A1!%20(ref%3A%20ANUNCIO)', {
          ecc: 'M',
          border: 2,
        }),
      );
    });

    await test.step('each link ends with its reference, has its QR code, copies, and follows the form', async () => {
      await expect(region(page).getByRole('listitem')).toHaveCount(channels.length);
      await expect(item(page, 'Bio do Instagram').getByRole('img')).toHaveAccessibleName(
        'QR Code do link https://wa.me/5511987654321?text=Ol%C3%A1!%20(ref%3A%20IG)',
      );
      for (const { name, ref } of channels) {
        const link = await qrLink(page, name);
        expect(link.pathname).toBe('/5511987654321');
        expect(link.searchParams.get('text')).toBe(`Olá! (ref: ${ref})`);
      }

      await page.getByRole('button', { name: 'Copiar o link de Facebook' }).click();
      await expect(toast(page, 'Copiado!')).toContainText('Link de Facebook copiado');
      expect(await copied(page)).toEqual([
        'https://wa.me/5511987654321?text=Ol%C3%A1!%20(ref%3A%20FB)',
      ]);

      // The links follow the form, as the result's own link does.
      await message(page).fill('Oi');
      await expect(item(page, 'Panfleto').getByRole('img')).toHaveAccessibleName(
        'QR Code do link https://wa.me/5511987654321?text=Oi%20(ref%3A%20PANFLETO)',
      );
    });

    await test.step('a message too long for the QR codes says so once, and every link still copies', async () => {
      await message(page).fill('Quero um orçamento. '.repeat(120));
      await expect(region(page).getByRole('note')).toHaveCount(1);
      await expect(region(page).getByRole('note')).toContainText('longa demais');
      await expect(region(page).getByRole('img')).toHaveCount(0);
      await page.getByRole('button', { name: 'Copiar o link de Panfleto' }).click();
      await expect(toast(page, 'Link de Panfleto copiado')).toBeVisible();
      expect((await copied(page)).at(-1)).toMatch(/%20\(ref%3A%20PANFLETO\)$/);
    });

    await test.step('hides', async () => {
      await page.getByRole('button', { name: 'Ocultar links por canal' }).click();
      await expect(region(page).getByRole('listitem')).toHaveCount(0);
    });
  });
});

test.describe('country and number', () => {
  test.beforeEach(async ({ page }) => {
    await gotoReady(page, TOOL);
  });

  test('defaults to Brasil (+55); a + and a foreign code: the spec rule holds, with a one-click switch; the country prefixes its code', async ({
    page,
  }) => {
    await expect(country(page)).toHaveValue('BR');
    await expect(country(page).locator('option:checked')).toHaveText('Brasil (+55)');
    await phone(page).fill('+1 415 555 2671');
    await expect(page.getByText('código de outro país')).toBeVisible();
    await generate(page).click();
    await expect(result(page)).toHaveValue('https://wa.me/5514155552671');
    await fieldFix(page, 'Usar Estados Unidos (+1)').click();
    await expect(country(page)).toHaveValue('US');
    // The hint's button goes with the hint: the number's field takes the focus.
    await expect(phone(page)).toBeFocused();
    await expect(result(page)).toHaveValue('https://wa.me/14155552671');
    await expect(page.getByText('código de outro país')).toHaveCount(0);
    // The chosen country's code goes before a number typed without one.
    await phone(page).fill('(415) 555-2671');
    await generate(page).click();
    await expect(result(page)).toHaveValue('https://wa.me/14155552671');
    await expect(page.getByText('O link vai chamar +1 415 555 2671')).toBeVisible();
    // The field's help speaks of the country chosen, not of Brazil's 55.
    await expect(
      page.getByText('Digite o número sem o código do país: o +1 (Estados Unidos)'),
    ).toBeVisible();
  });

  test('a number from area code 55 without the country code: the spec rule holds, with a one-click fix', async ({
    page,
  }) => {
    await phone(page).fill('55 99123-4567');
    await expect(page.getByText('Se 55 é o DDD (RS)')).toBeVisible();
    await generate(page).click();
    // The spec's rule: the digits start with 55, so nothing is prefixed.
    await expect(result(page)).toHaveValue('https://wa.me/55991234567');
    await fieldFix(page, 'Usar +55 55 99123-4567').click();
    await expect(phone(page)).toHaveValue('+55 55 99123-4567');
    await expect(phone(page)).toBeFocused();
    await expect(result(page)).toHaveValue('https://wa.me/5555991234567');
    await expect(page.getByText('Se 55 é o DDD (RS)')).toHaveCount(0);
  });

  test("a number in none of the country's mobile ranges is flagged, and still generates", async ({
    page,
  }) => {
    const notMobile = page.getByText('não parece ser de celular');
    await phone(page).fill('(11) 3000-0000');
    await expect(notMobile).toContainText('(Brasil)');
    await expect(notMobile).toContainText('WhatsApp Business');
    await phone(page).fill('(11) 91234-5678');
    await expect(page.getByText('O link vai chamar +55 11 91234-5678')).toBeVisible();
    await expect(notMobile).toHaveCount(0);

    await country(page).selectOption({ label: 'Portugal (+351)' });
    await phone(page).fill('21 345 6789');
    await expect(notMobile).toContainText('(Portugal)');
    await generate(page).click();
    await expect(result(page)).toHaveValue('https://wa.me/351213456789');
    await phone(page).fill('912 345 678');
    await expect(page.getByText('O link vai chamar +351 912 345 678')).toBeVisible();
    await expect(notMobile).toHaveCount(0);
  });

  test("another country's trunk 0 is shown as dialled and offered out in one click, keeping what was typed", async ({
    page,
  }) => {
    const trunk = page.getByText('O 0 do começo do número só se disca dentro do país');
    await country(page).selectOption({ label: 'Alemanha (+49)' });
    await phone(page).fill('0170 1234567');
    await message(page).fill('Hallo');
    // Dialled as the link dials it: the 0 is there, and WhatsApp would refuse it.
    await expect(page.getByText('O link vai chamar +49 01701234567')).toBeVisible();
    await expect(trunk).toContainText('(Alemanha)');
    await generate(page).click();
    await expect(result(page)).toHaveValue('https://wa.me/4901701234567?text=Hallo');
    await fieldFix(page, 'Usar 170 1234567').click();
    await expect(phone(page)).toHaveValue('170 1234567');
    await expect(phone(page)).toBeFocused();
    await expect(result(page)).toHaveValue('https://wa.me/491701234567?text=Hallo');
    await expect(page.getByText('O link vai chamar +49 170 1234567')).toBeVisible();
    await expect(trunk).toHaveCount(0);
    await expect(message(page)).toHaveValue('Hallo');
  });

  for (const [name, chosen, typed, fix] of [
    ['hint-area-code-55', 'Brasil (+55)', '55 99123-4567', 'Usar +55 55 99123-4567'],
    ['hint-trunk-prefix', 'Alemanha (+49)', '0170 1234567', 'Usar 170 1234567'],
  ] as const) {
    test(`@visual the number's note with its one-click fix: ${name}`, async ({ page }) => {
      await country(page).selectOption({ label: chosen });
      await phone(page).fill(typed);
      await expect(page.getByRole('button', { name: fix })).toBeVisible();
      // Formatted once the phone library is in: the note's final look.
      await expect(page.getByTestId('dialled-number')).toHaveText(/ /);
      await settle(page);
      // The phone's field alone (its parent): clear of the floating buttons' bar on a phone.
      await expect(phone(page).locator('..')).toHaveScreenshot([
        'whatsappLinkCreator',
        `${name}.png`,
      ]);
    });
  }

  test('hints at a mistyped number, and still generates', async ({ page }) => {
    for (const [typed, hint, url] of [
      ['011 98765 4321', 'O 0 e o código da operadora', 'https://wa.me/5501198765 4321'],
      ['20 98765-4321', 'O DDD 20 não existe no Brasil', 'https://wa.me/552098765 4321'],
      ['11 8765-4321', 'celular sem o 9', 'https://wa.me/551187654321'],
    ] as const) {
      await test.step(`hints "${hint}" for ${typed}`, async () => {
        await phone(page).fill(typed);
        // Under the field (the result on show from the last number follows the edit).
        await expect(page.getByText(hint).first()).toBeVisible();
        await generate(page).click();
        // Said again at the result, which warns instead of calling the link ready.
        await expect(page.getByText(hint)).toHaveCount(2);
        await expect(result(page)).toHaveValue(url.replace(' ', ''));
        const generated = toast(page, 'Link gerado com sucesso!');
        await expect(generated).toBeVisible();
        await generated.getByRole('button', { name: 'Fechar aviso' }).click();
        await expect(generated).toHaveCount(0);
      });
    }
  });
});

test.describe('message', () => {
  test.beforeEach(async ({ page }) => {
    await gotoReady(page, TOOL);
  });

  test('a quick message fills the field with one click, and keeps what was typed; the preview shows it as WhatsApp does, with a character counter', async ({
    page,
  }) => {
    const quote = 'Olá! Vi seu anúncio e gostaria de um *orçamento*. Pode me ajudar?';
    await page.getByRole('button', { name: 'Orçamento' }).click();
    await expect(message(page)).toHaveValue(quote);
    // Another ready-made message takes its place; one the visitor wrote is kept, above it.
    await page.getByRole('button', { name: 'Agendamento' }).click();
    await expect(message(page)).not.toHaveValue(new RegExp('orçamento'));
    await message(page).fill('Sou a Ana, da padaria.');
    await page.getByRole('button', { name: 'Orçamento' }).click();
    await expect(message(page)).toHaveValue(`Sou a Ana, da padaria.\n${quote}`);
    await message(page).fill(quote);
    await expect(bubble(page).locator('strong')).toHaveText('orçamento');
    await message(page).fill('*Oferta* _hoje_ ~ontem~ ```R$ 10```\nSegunda linha');
    await expect(bubble(page).locator('strong')).toHaveText('Oferta');
    await expect(bubble(page).locator('em')).toHaveText('hoje');
    await expect(bubble(page).locator('s')).toHaveText('ontem');
    await expect(bubble(page).locator('code')).toHaveText('R$ 10');
    await expect(bubble(page).locator('p')).toHaveText([/Oferta/, 'Segunda linha']);
    await expect(page.getByText('49 caracteres')).toBeVisible();
  });
});

test.describe('result panel', () => {
  test('shows the number as dialled and the link as read; copied whole, the field gives the link', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoReady(page, TOOL);
    await phone(page).fill('11987654321');
    await message(page).fill('Olá, tudo bem?');
    await generate(page).click();
    const panel = page.getByRole('region', { name: 'Seu link está pronto' });
    await expect(panel.getByText('+55 11 98765-4321')).toBeVisible();
    await expect(result(page)).toHaveValue('https://wa.me/5511987654321?text=Olá, tudo bem?');
    // Focused, the field is selected whole: copied, it gives the link itself.
    await result(page).focus();
    await page.keyboard.press('ControlOrMeta+C');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20tudo%20bem%3F',
    );
  });

  test('on a phone, the page brings the panel into view and announces it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, TOOL);
    await phone(page).fill('11987654321');
    await generate(page).click();
    await expect(page.getByRole('link', { name: 'Testar' })).toBeInViewport();
    await expect(page.getByText('Link pronto para +55 11 98765-4321.')).toBeAttached();
  });

  test('Compartilhar hands the link to the share sheet where the browser has one', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shared: ShareData[] };
      w.shared = [];
      navigator.share = async (data?: ShareData) => {
        if (data) w.shared.push(data);
      };
    });
    await gotoReady(page, TOOL);
    await phone(page).fill('11987654321');
    await generate(page).click();
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: 'Fale comigo no WhatsApp', url: 'https://wa.me/5511987654321' }]);
  });

  test('no Compartilhar button where the browser cannot share', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
    });
    await gotoReady(page, TOOL);
    await phone(page).fill('11987654321');
    await generate(page).click();
    await expect(copy(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Compartilhar' })).toHaveCount(0);
  });
});

test.describe('recent links', () => {
  const recent = (page: Page) => page.getByRole('region', { name: 'Links recentes' });

  test('keeps what the privacy notice says, where it says, and erases it as it says', async ({
    page,
  }) => {
    const stored = () =>
      page.evaluate(() =>
        Object.fromEntries(Object.entries(localStorage).map(([key, value]) => [key, value])),
      );
    await page.goto('/privacidade');
    const notice = page.getByRole('main');
    await expect(notice).toContainText(`os últimos ${RECENT_LINKS_LIMIT} que você criou`);
    await expect(notice).toContainText('ficam guardados neste aparelho');
    await expect(notice).toContainText(`“${whatsappLinkCreator.recentClearLabel}”`);

    // Every request of the visit, with its body: none may carry what was typed.
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
    await gotoReady(page, TOOL);
    expect(await stored()).toEqual({});
    await phone(page).fill('11987654321');
    await message(page).fill('Oi');
    await generate(page).click();
    await expect(recent(page).getByRole('listitem')).toHaveCount(1);
    // One entry, on this device, of what the notice lists: number, country, message, link.
    const kept = await stored();
    expect(Object.keys(kept)).toHaveLength(1);
    expect(JSON.parse(Object.values(kept)[0] ?? '')).toEqual([
      {
        phone: '11987654321',
        country: 'BR',
        message: 'Oi',
        link: 'https://wa.me/5511987654321?text=Oi',
      },
    ]);

    // A link longer than the notice's limit works, but is not kept.
    await message(page).fill('a'.repeat(RECENT_LINK_MAX_LENGTH));
    await generate(page).click();
    await expect(result(page)).toHaveValue(/^https:\/\/wa\.me\/5511987654321\?text=a{2000}$/);
    expect(await stored()).toEqual(kept);
    // Nowhere else: no cookie, no session storage, and no request, whatever its destination.
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((request) => /987654321|a{40}/.test(request))).toEqual([]);

    await page.getByRole('button', { name: whatsappLinkCreator.recentClearLabel }).click();
    await expect(recent(page).getByRole('listitem')).toHaveCount(0);
    expect(await stored()).toEqual({});
  });

  test('shows each number on one line, down to a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoReady(page, TOOL);
    await phone(page).fill('11 98765-4321');
    await message(page).fill('Olá! Quero saber mais sobre os planos de vocês');
    await generate(page).click();
    const number = recent(page).getByText('+55 11 98765-4321', { exact: true });
    await expect(number).toBeVisible();
    const lines = await number.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map(({ top }) => Math.round(top))).size;
    });
    expect(lines).toBe(1);
  });

  // One page, one bad value after another: each is written, then read by a fresh load.
});

test.describe('loading', () => {
  /**
   * Which of the two libraries the scripts loaded so far hold, told by a string of each. Each
   * script is read once (and remembered on the page): a poll reads only what arrived since.
   */
  const loadedLibraries = (page: Page) =>
    page.evaluate(async () => {
      const read = ((window as { readScripts?: Map<string, string> }).readScripts ??= new Map());
      const scripts = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js'));
      for (const url of scripts.filter((script) => !read.has(script))) {
        read.set(url, await (await fetch(url)).text());
      }
      const texts = [...read.values()];
      return {
        phone: texts.some((text) => text.includes('country_calling_codes')),
        qr: texts.some((text) => text.includes('uqr only supports')),
      };
    });

  test('the phone library loads with the live form, the QR library only when first needed', async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await page.goto(TOOL, { waitUntil: 'domcontentloaded' });
    // The page as first painted, the app on its way: neither library.
    await expect.poll(app.requested).toBe(true);
    expect(await loadedLibraries(page)).toEqual({ phone: false, qr: false });
    await app.release();
    await pageLive(page);
    // Asked for as the form goes live, before anyone types, so no keystroke waits for it.
    await expect.poll(() => loadedLibraries(page)).toEqual({ phone: true, qr: false });
    await phone(page).fill('11987654321');
    await generate(page).click();
    await expect(qrCode(page)).toBeVisible();
    expect(await loadedLibraries(page)).toEqual({ phone: true, qr: true });
  });
});

test('offline once the page is live, the form still works and nothing is thrown', async ({
  page,
  problems,
}) => {
  // The phone library (known by its metadata, whatever its chunk is named) and the result
  // panel's code, which the live form asks for at once.
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const offline =
      body.includes('country_calling_codes') ||
      route.request().url().includes('whatsapp-link-extras');
    if (offline) await route.abort('internetdisconnected');
    else await route.fulfill({ response, body });
  });
  problems.allow(/Failed to load resource/);
  await gotoReady(page, TOOL);
  await phone(page).fill('11987654321');
  // Without the library the number is shown as it will be dialled, unformatted.
  await expect(page.getByTestId('dialled-number')).toHaveText('+5511987654321');
  // A script the page asks for later (the app loads some once live) may still be in the handler
  // as the page closes: its read then fails, and the failure would land in the next test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('before the page script runs', () => {
  /** Holds every page script until `release` lets it through. */
  test('what was typed survives hydration and makes the link', async ({ page }) => {
    const { release } = await holdTheApp(page);
    await page.goto(TOOL, { waitUntil: 'commit' });
    await phone(page).fill('(11) 98765-4321');
    await message(page).fill('Olá, vim pelo site');
    await release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(phone(page)).toHaveValue('(11) 98765-4321');
    await expect(message(page)).toHaveValue('Olá, vim pelo site');
    await generate(page).click();
    await expect(result(page)).toHaveValue('https://wa.me/5511987654321?text=Olá, vim pelo site');
  });

  test('a country picked before the app is live, and keys typed while React hydrates, all make the link', async ({
    page,
  }) => {
    // Hydration on a CPU slowed down tenfold lasts seconds: keys typed one by one land in it.
    test.slow();
    await page.addInitScript(() => {
      // Each key's input, and whether the app withheld it from React: from hydrateRoot to the
      // first commit the app stops keys on the window (withheld-events.ts), so they never reach
      // the document. These listeners come first, as they are added before any script runs.
      const inputs: { withheld: boolean }[] = [];
      Object.assign(window, { typedInputs: inputs });
      addEventListener('input', () => inputs.push({ withheld: true }), { capture: true });
      document.addEventListener(
        'input',
        () => {
          const last = inputs.at(-1);
          if (last) last.withheld = false;
        },
        { capture: true },
      );
    });
    const cdp = await page.context().newCDPSession(page);
    const words = 'Olá quero um orçamento ';
    /**
     * A load on which the message is typed as the app starts: what was typed, and how many of
     * its keys the app kept from React.
     */
    const typeAsTheAppStarts = async () => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const app = await holdTheApp(page);
      await page.goto(TOOL, { waitUntil: 'commit' });
      await country(page).selectOption({ label: 'Portugal (+351)' });
      await phone(page).fill('912 345 678');
      await message(page).click();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
      await app.release();
      // Typed until the app owns the page, with no question asked of the page between two keys
      // (each would take a turn of its main thread from hydration). An app that never owns the
      // page fails the wait, after at most 400 keys.
      let live = false;
      const owned = hydrated(page).then(() => (live = true));
      let typed = '';
      while (!live && typed.length < 400) {
        const key = words[typed.length % words.length] ?? ' ';
        await page.keyboard.insertText(key);
        typed += key;
      }
      await owned;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const inputs = await page.evaluate(
        () => (window as unknown as { typedInputs: { withheld: boolean }[] }).typedInputs,
      );
      return { typed, withheld: inputs.filter((input) => input.withheld).length };
    };
    // Now and then (about one load in forty here) the app starts between two keys: another load.
    let load = await typeAsTheAppStarts();
    for (let again = 0; again < 2 && load.withheld === 0; again++)
      load = await typeAsTheAppStarts();
    expect(load.withheld, 'keys typed while React hydrated').toBeGreaterThan(0);
    await expect(message(page)).toHaveValue(load.typed);
    await expect(phone(page)).toHaveValue('912 345 678');
    await expect(country(page)).toHaveValue('PT');
    await generate(page).click();
    await expect(result(page)).toHaveValue(`https://wa.me/351912345678?text=${load.typed}`);
  });

  test('a GERAR LINK pressed before the app is live is kept, then answered once', async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await page.goto(TOOL, { waitUntil: 'commit' });
    await phone(page).fill('11 98765-4321');
    await message(page).fill('Oi');
    await generate(page).click();
    await expect(generate(page)).toHaveAttribute('data-press-kept', '');
    await expect(page).toHaveURL(TOOL);
    await app.release();
    await hydrated(page);
    await expect(result(page)).toHaveValue('https://wa.me/5511987654321?text=Oi');
    await expect(toast(page, 'Link gerado com sucesso!')).toHaveCount(1);
    await expect(generate(page)).not.toHaveAttribute('data-press-kept');
    await expect(phone(page)).toHaveValue('11 98765-4321');
    await expect(
      page.getByRole('region', { name: whatsappLinkCreator.recentHeading }).getByRole('listitem'),
    ).toHaveCount(1);
  });
});
