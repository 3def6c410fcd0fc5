// Holds a content file to its schema and says what is wrong the way its editor reads it: the file,
// the field by its label in the CMS (“Serviços › nº 4 › Título”) and the problem, in Portuguese.
import * as v from 'valibot';
import { formatNumber } from '../../domain/number-format.ts';
import { type FieldMetadata, MEDIA_FOLDER, MEDIA_MAX_BYTES } from './fields.ts';
import { CONTENT_FILES, type ContentFileName, contentFilePath } from './files.ts';

export interface ContentProblem {
  /** From the repository's root, e.g. `src/content/data/services.json`. */
  file: string;
  /** The field by its labels, e.g. `Serviços › nº 4 › Título`; empty for the whole file. */
  field: string;
  message: string;
}

/** What the check needs to know of the uploaded images and of the images the site renders. */
export interface ContentFacts {
  /** The size in bytes of a file (path from the repository's root), or null if there is none. */
  sizeOf(path: string): number | null;
}

type AnySchema = v.GenericSchema & {
  wrapped?: AnySchema;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
};

/** A schema without what only wraps it (optional), so its title and fields can be read. */
const unwrap = (schema: AnySchema): AnySchema => (schema.wrapped ? unwrap(schema.wrapped) : schema);

const fieldMetadata = (schema: AnySchema): Partial<FieldMetadata> =>
  v.getMetadata(unwrap(schema) as v.GenericSchema) as Partial<FieldMetadata>;

/** The labels along a path into a file, as its editor sees them in the CMS. */
export function fieldLabel(schema: AnySchema, path: readonly PropertyKey[]): string {
  const labels: string[] = [];
  let at: AnySchema | undefined = unwrap(schema);
  for (const key of path) {
    if (!at) break;
    if (typeof key === 'number') {
      labels.push(`nº ${key + 1}`);
      at = at.item && unwrap(at.item);
    } else {
      const entry: AnySchema | undefined = at.entries?.[String(key)];
      labels.push((entry && v.getTitle(unwrap(entry) as v.GenericSchema)) ?? String(key));
      at = entry && unwrap(entry);
    }
  }
  return labels.join(' › ');
}

const issuePath = (issue: v.BaseIssue<unknown>): PropertyKey[] =>
  (issue.path ?? []).map((item) => item.key as PropertyKey);

/** Every value of `data` that the schema calls an uploaded image, with where it is. */
function imagesIn(schema: AnySchema, data: unknown, path: PropertyKey[] = []) {
  const found: { path: PropertyKey[]; value: string }[] = [];
  const at = unwrap(schema);
  if (fieldMetadata(at).widget === 'image' && typeof data === 'string') {
    found.push({ path, value: data });
  } else if (at.item && Array.isArray(data)) {
    const { item } = at;
    data.forEach((value, index) => found.push(...imagesIn(item, value, [...path, index])));
  } else if (at.entries && data && typeof data === 'object') {
    for (const [key, entry] of Object.entries(at.entries)) {
      found.push(...imagesIn(entry, (data as Record<string, unknown>)[key], [...path, key]));
    }
  }
  return found;
}

/** Where an uploaded image is kept: `/media/foto.jpg` is `src/content/media/foto.jpg`. */
export const mediaFile = (value: string): string =>
  `${MEDIA_FOLDER}/${value.slice('/media/'.length)}`;

const megabytes = (bytes: number) => `${formatNumber(bytes / (1024 * 1024), 1)} MB`;

function imageProblem(value: string, facts: ContentFacts): string | null {
  const size = facts.sizeOf(mediaFile(value));
  if (size === null) return `a imagem ${value} não está em ${MEDIA_FOLDER}/; envie-a de novo`;
  if (size > MEDIA_MAX_BYTES) {
    return `a imagem ${value} tem ${megabytes(size)}; o máximo é ${megabytes(MEDIA_MAX_BYTES)} (exporte-a em JPEG ou diminua-a)`;
  }
  return null;
}

/** Where the images rendered for the example content are (scripts/images): per id. */
const RENDERED = {
  site: (id: string) => `src/assets/portfolio/${id}-thumb.avif`,
  poster: (id: string) => `src/assets/posters/${id}.avif`,
};

/** The lists whose items have an id, and the image each item needs if none was uploaded. */
const ID_LISTS: Partial<
  Record<
    ContentFileName,
    readonly { list: string; upload: string; rendered: (id: string) => string }[]
  >
> = {
  portfolio: [
    { list: 'sites', upload: 'image', rendered: RENDERED.site },
    { list: 'videos', upload: 'poster', rendered: RENDERED.poster },
  ],
  testimonials: [{ list: 'videos', upload: 'poster', rendered: RENDERED.poster }],
};

type Item = Record<string, unknown>;

/** Ids are the images' names and the page's keys: each once, and each item with its image. */
function idProblems(name: ContentFileName, data: Item, facts: ContentFacts) {
  return (ID_LISTS[name] ?? []).flatMap(({ list, upload, rendered }) => {
    const items = data[list] as Item[];
    return items.flatMap((item, index) => {
      const id = String(item.id);
      if (items.findIndex((other) => other.id === id) !== index) {
        return [
          { path: [list, index, 'id'], message: `“${id}” já é o identificador de outro item` },
        ];
      }
      if (item[upload] === undefined && facts.sizeOf(rendered(id)) === null) {
        return [
          { path: [list, index, upload], message: 'envie uma imagem: este item ainda não tem' },
        ];
      }
      return [];
    });
  });
}

/** The problems of one content file's data; none means the site can be built from it. */
export function checkContentFile(
  name: ContentFileName,
  data: unknown,
  facts: ContentFacts,
): ContentProblem[] {
  const schema = CONTENT_FILES[name] as AnySchema;
  const file = contentFilePath(name);
  const result = v.safeParse(schema, data);
  if (!result.success) {
    return result.issues.map((issue) => ({
      file,
      field: fieldLabel(schema, issuePath(issue)),
      message: issue.message,
    }));
  }
  const found = [
    ...imagesIn(schema, data).flatMap(({ path, value }) => {
      const message = imageProblem(value, facts);
      return message ? [{ path, message }] : [];
    }),
    ...idProblems(name, data as Item, facts),
  ];
  return found.map(({ path, message }) => ({ file, field: fieldLabel(schema, path), message }));
}

/** One line per problem, as the build prints it. */
export const formatProblem = ({ file, field, message }: ContentProblem): string =>
  field ? `${file}: ${field}: ${message}` : `${file}: ${message}`;
