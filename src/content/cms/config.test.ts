import { describe, expect, it } from 'vitest';
import { CONTENT_FILES, contentFilePath } from '../schema/files';
import { cmsConfig } from './config';

type Field = Record<string, unknown> & { name: string; fields?: Field[]; field?: Field };
type Collection = { name: string; label: string; files: { file: string; fields: Field[] }[] };

const collections = cmsConfig().collections as Collection[];
/** A field by its names, from a collection down: the test fails if one is missing. */
function field(collection: string, ...path: string[]): Field {
  let fields = collections.find((c) => c.name === collection)?.files[0]?.fields;
  let found: Field | undefined;
  for (const name of path) {
    found = fields?.find((f) => f.name === name);
    fields = found?.fields;
  }
  if (!found) throw new Error(`no field ${collection} › ${path.join(' › ')}`);
  return found;
}

describe('the CMS configuration, written from the content schema', () => {
  it('has one collection per content file, pointing at it, in Portuguese', () => {
    expect(collections.map((c) => c.files[0]?.file)).toEqual(
      Object.keys(CONTENT_FILES).map((name) => contentFilePath(name as keyof typeof CONTENT_FILES)),
    );
    expect(collections.map((c) => c.label)).toContain('Serviços');
    expect(cmsConfig().locale).toBe('pt');
  });

  it('holds a service title to what its card has room for, with a hint', () => {
    const title = field('services', 'services', 'title');
    expect(title).toMatchObject({
      label: 'Título',
      widget: 'string',
      required: true,
      hint: 'Até 34 caracteres: o título cabe em duas linhas no cartão.',
      pattern: ['^[\\s\\S]{0,34}$', 'Até 34 caracteres.'],
    });
  });

  it('gives a rating from 1 to 5, icons from a named list, and images of at most 1 MB', () => {
    expect(field('testimonials', 'written', 'rating')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      max: 5,
    });
    const icon = field('services', 'services', 'icon');
    expect(icon.options).toContainEqual({ label: 'Globo (sites)', value: 'globe' });
    const image = field('portfolio', 'sites', 'image');
    expect(image).toMatchObject({
      widget: 'image',
      required: false,
      media_library: { config: { max_file_size: 1024 * 1024 } },
    });
  });

  it('edits a list of texts as a list of one field', () => {
    expect(field('capcut', 'points').field).toMatchObject({ widget: 'string', label: 'Vantagem' });
  });

  it('uses the local backend it is given (npm run cms), else Decap’s default', () => {
    expect(cmsConfig({ localBackendUrl: 'http://localhost:9/api/v1' }).local_backend).toEqual({
      url: 'http://localhost:9/api/v1',
    });
    expect(cmsConfig().local_backend).toBe(true);
  });
});
