// The content editor at /admin, as an agency's marketer uses it: `npm run cms` on a copy of the
// project, an edit and an addition saved in Decap, written as content the build takes. That
// content files reach the pages is the content drill's part (`npm run test:drill` builds the site
// with files edited as Decap saves them and checks `/` shows them), so no second build runs here.
// And content that would break the site, which the build refuses, naming each field.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { contentReport } from '../../scripts/content/check';
import { copyProject, type ProjectCopy } from './project-copy';

/** Ports of their own, beside the suite's server (the offline test takes the next few). */
const SUITE_PORT = Number(new URL(BASE_URL).port);
const PORTS = { editor: SUITE_PORT + 38, backend: SUITE_PORT + 39 };

const NEW_TITLE = 'Lojas virtuais com Pix e frete';
const NEW_TESTIMONIAL = {
  Nome: 'Beatriz Sampaio',
  Empresa: 'Floricultura Ipê, Salvador',
  Depoimento:
    'Os pedidos de buquê pelo WhatsApp dobraram no Dia das Mães, e ninguém ficou sem resposta.',
};

let project: ProjectCopy | undefined;
test.afterEach(async () => {
  await project?.remove();
  project = undefined;
});

const readContent = async (file: string) =>
  JSON.parse(await readFile(join(project?.dir ?? '', 'src/content/data', file), 'utf8'));

/**
 * Opens a content file as an editor does: its collection, then its entry (the first time, after
 * signing in to the local backend, which asks no password).
 */
async function openEntry(page: Page, collection: string, label: string, { signIn = false } = {}) {
  await page.goto(`http://localhost:${PORTS.editor}/admin/#/collections/${collection}`);
  if (signIn) await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('main').getByRole('link', { name: label }).click();
  await expect(page.getByRole('textbox', { name: 'Sobretítulo' })).toHaveValue(/\S/);
}

/** Publishes the entry as it is; Decap's local backend writes its file. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('menuitem', { name: 'Publicar agora' }).click();
  // The editor's header says the entry's changes are saved ("Alterações não salvas" until then).
  await expect(page.getByRole('link', { name: /Alterações salvas/ })).toBeVisible();
}

test('the agency edits a service and adds a testimonial at /admin, written as content the build takes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  project = await copyProject();

  await test.step('npm run cms serves the editor against the copy', async () => {
    await project?.start(
      'scripts/cms/serve.mjs',
      [],
      { CMS_PORT: String(PORTS.editor), CMS_PROXY_PORT: String(PORTS.backend) },
      'Editor de conteúdo',
    );
  });

  await test.step('the first service gets a new title', async () => {
    await openEntry(page, 'services', 'Serviços', { signIn: true });
    await page.getByRole('button', { name: 'Expand' }).click();
    await page.getByRole('textbox', { name: 'Título', exact: true }).first().fill(NEW_TITLE);
    await publish(page);
    await expect
      .poll(async () => (await readContent('services.json')).services[0].title)
      .toBe(NEW_TITLE);
  });

  await test.step('a written testimonial is added', async () => {
    await openEntry(page, 'testimonials', 'Depoimentos');
    await page.getByRole('button', { name: 'Adicionar depoimento escrito' }).click();
    for (const [label, value] of Object.entries(NEW_TESTIMONIAL)) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await page.getByRole('spinbutton', { name: 'Nota' }).fill('5');
    await publish(page);
    await expect
      .poll(async () => (await readContent('testimonials.json')).written.at(-1))
      .toEqual({
        name: NEW_TESTIMONIAL.Nome,
        company: NEW_TESTIMONIAL.Empresa,
        content: NEW_TESTIMONIAL.Depoimento,
        rating: 5,
      });
  });

  await test.step('what the editor wrote passes the check the build runs first', async () => {
    expect(contentReport(project?.dir ?? '')).toBeNull();
  });
});

test('content that would break the site stops the build, naming each field', async () => {
  test.setTimeout(180_000);
  project = await copyProject();
  const data = join(project.dir, 'src/content/data');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the change may break any type
  const edit = async (file: string, change: (content: any) => void) => {
    const content = JSON.parse(await readFile(join(data, file), 'utf8'));
    change(content);
    await writeFile(join(data, file), JSON.stringify(content, null, 2));
  };
  await edit('services.json', (content) => (content.services[0].title = ''));
  await edit('testimonials.json', (content) => (content.written[0].rating = 6));
  await mkdir(join(project.dir, 'src/content/media'));
  await writeFile(
    join(project.dir, 'src/content/media/vitrine.jpg'),
    Buffer.alloc(2 * 1024 * 1024),
  );
  await edit('portfolio.json', (content) => (content.sites[0].image = '/media/vitrine.jpg'));

  const build = await project.run('scripts/build.mjs');

  expect(build.code).not.toBe(0);
  expect(build.output).toContain('O conteúdo tem 3 problemas');
  expect(build.output).toContain(
    'src/content/data/services.json: Serviços › nº 1 › Título: não pode ficar vazio',
  );
  expect(build.output).toContain(
    'src/content/data/testimonials.json: Depoimentos escritos › nº 1 › Nota: deve ser de 1 a 5',
  );
  expect(build.output).toContain(
    'src/content/data/portfolio.json: Sites › nº 1 › Imagem da página: a imagem /media/vitrine.jpg tem 2 MB; o máximo é 1 MB',
  );
});
