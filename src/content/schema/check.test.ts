import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContentFile, type ContentFacts, formatProblem } from './check';
import { CONTENT_FILES, type ContentFileName, contentFilePath } from './files';

const read = (name: ContentFileName) =>
  JSON.parse(readFileSync(contentFilePath(name), 'utf8')) as Record<string, unknown>;

const onDisk: ContentFacts = {
  sizeOf: (path) => (existsSync(path) ? statSync(path).size : null),
};

const problems = (name: ContentFileName, data: unknown, facts: ContentFacts = onDisk) =>
  checkContentFile(name, data, facts).map(formatProblem);

/** A copy of a file's data with one change made to it (as a hand or a faulty save might). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the change may break any type
function edited(name: ContentFileName, change: (data: any) => void) {
  const data = structuredClone(read(name));
  change(data);
  return data;
}

describe('the content files', () => {
  it.each(Object.keys(CONTENT_FILES) as ContentFileName[])(
    '%s.json holds to its schema',
    (name) => {
      expect(problems(name, read(name))).toEqual([]);
    },
  );
});

describe('a content file that would break the site is named with its field', () => {
  it('an empty title', () => {
    const data = edited('services', (services) => (services.services[3].title = '  '));
    expect(problems('services', data)).toEqual([
      'src/content/data/services.json: Serviços › nº 4 › Título: não pode ficar vazio',
    ]);
  });

  it('a rating of 6', () => {
    const data = edited('testimonials', (file) => (file.written[0].rating = 6));
    expect(problems('testimonials', data)).toEqual([
      'src/content/data/testimonials.json: Depoimentos escritos › nº 1 › Nota: deve ser de 1 a 5',
    ]);
  });

  it('an image of 2 MB', () => {
    const data = edited('portfolio', (file) => (file.sites[0].image = '/media/vitrine.jpg'));
    const facts: ContentFacts = {
      sizeOf: (path) => (path === 'src/content/media/vitrine.jpg' ? 2 * 1024 * 1024 : 1),
    };
    expect(problems('portfolio', data, facts)).toEqual([
      'src/content/data/portfolio.json: Sites › nº 1 › Imagem da página: a imagem /media/vitrine.jpg tem 2 MB; o máximo é 1 MB (exporte-a em JPEG ou diminua-a)',
    ]);
  });

  it('an image the media folder does not have', () => {
    const data = edited('portfolio', (file) => (file.sites[0].image = '/media/sumiu.png'));
    expect(problems('portfolio', data, { sizeOf: () => null })[0]).toContain(
      'Imagem da página: a imagem /media/sumiu.png não está em src/content/media/',
    );
  });

  it('a title longer than the card has room for', () => {
    const data = edited('services', (file) => (file.services[0].title = 'x'.repeat(35)));
    expect(problems('services', data)).toEqual([
      'src/content/data/services.json: Serviços › nº 1 › Título: tem 35 caracteres; o máximo é 34',
    ]);
  });

  it('a field the file does not know', () => {
    const data = edited('stats', (file) => (file.stats[0].valor = '+10'));
    expect(problems('stats', data)).toEqual([
      'src/content/data/stats.json: Números › nº 1 › valor: “valor” não é um campo deste arquivo',
    ]);
  });

  it('a highlight that is not part of the title', () => {
    const data = edited('hero', (hero) => (hero.highlight = 'pronta para comprar'));
    expect(problems('hero', data)).toEqual([
      'src/content/data/hero.json: Destaque: deve ser um trecho do título, escrito igual',
    ]);
  });

  it('an icon the site does not have, or one of its navigation icons', () => {
    const unknown = edited('services', (file) => (file.services[0].icon = 'foguete'));
    const navigation = edited('gains', (file) => (file.gains[0].icon = 'chevron-left'));
    expect(problems('services', unknown)[0]).toContain(
      'Serviços › nº 1 › Ícone: “foguete” não é um dos ícones do site',
    );
    expect(problems('gains', navigation)[0]).toContain(
      'Ganhos › nº 1 › Ícone: é um ícone de navegação',
    );
  });

  it('a repeated id, and a new item without its image', () => {
    const data = edited('portfolio', (file) => {
      file.sites.push({ ...file.sites[0] });
      file.videos.push({ ...file.videos[0], id: 'video-novo' });
    });
    expect(problems('portfolio', data)).toEqual([
      'src/content/data/portfolio.json: Sites › nº 8 › Identificador: “padaria-trigo-dourado” já é o identificador de outro item',
      'src/content/data/portfolio.json: Vídeos › nº 5 › Capa: envie uma imagem: este item ainda não tem',
    ]);
  });

  it('a WhatsApp number the links cannot dial', () => {
    const data = edited('site', (site) => (site.whatsapp.number = '(11) 98765-4321'));
    expect(problems('site', data)[0]).toMatch(
      /^src\/content\/data\/site\.json: WhatsApp › Número: não está no formato esperado \(Só dígitos/,
    );
  });
});
