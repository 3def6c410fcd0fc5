// The CMS's configuration (Decap CMS, served at /admin), written from the content's schema: the
// editor's collections, fields, labels, hints and limits are the ones the build checks, so a
// field added to the schema appears in the editor with no second list to keep.
import * as v from 'valibot';
import { siteConfig } from '../../config/site';
import { type FieldMetadata, MEDIA_FOLDER, MEDIA_MAX_BYTES } from '../schema/fields';
import { CONTENT_FILES, type ContentFileName, contentFilePath } from '../schema/files';

/** Where the local backend (decap-server) listens while `npm run cms` runs. */
export interface CmsConfigOptions {
  /** e.g. `http://localhost:8081/api/v1`; absent, the CMS uses its default local proxy URL. */
  localBackendUrl?: string;
}

export type DecapConfig = Record<string, unknown>;
type DecapField = Record<string, unknown>;

/** The repository the CMS ships pointing at, which `npm run check:live` refuses. */
export const EXAMPLE_CMS_REPO = 'sua-agencia/site-da-agencia';

/**
 * Where the CMS commits in production: the agency's repository on GitHub, and its branch that the
 * host builds (README, "Before going live").
 */
export const CMS_BACKEND: { name: 'github'; repo: string; branch: string } = {
  name: 'github',
  repo: EXAMPLE_CMS_REPO,
  branch: 'main',
};

interface Introspected {
  type: string;
  wrapped?: Introspected;
  entries?: Record<string, Introspected>;
  item?: Introspected;
  pipe?: readonly { kind: string; type: string; requirement?: unknown }[];
}

const requirement = (schema: Introspected, type: string) =>
  schema.pipe?.find((action) => action.type === type)?.requirement;

/** The editor's pattern for a text field: its format, or its length. */
function textPattern(schema: Introspected): [string, string] | undefined {
  const regex = requirement(schema, 'regex');
  if (regex instanceof RegExp) {
    return [regex.source, v.getDescription(schema as v.GenericSchema) ?? ''];
  }
  const max = requirement(schema, 'max_length');
  return typeof max === 'number' ? [`^[\\s\\S]{0,${max}}$`, `Até ${max} caracteres.`] : undefined;
}

/** One field of the editor, from its schema. */
function field(name: string, outer: Introspected): DecapField {
  const schema = outer.wrapped ?? outer;
  const metadata = v.getMetadata(schema as v.GenericSchema) as unknown as FieldMetadata;
  const base = {
    name,
    label: v.getTitle(schema as v.GenericSchema) ?? name,
    ...(v.getDescription(schema as v.GenericSchema) && {
      hint: v.getDescription(schema as v.GenericSchema),
    }),
    widget: metadata.widget,
    required: outer.type !== 'optional',
  };
  switch (metadata.widget) {
    case 'string':
    case 'text': {
      const pattern = textPattern(schema);
      return { ...base, ...(pattern && { pattern }) };
    }
    case 'number':
      return {
        ...base,
        value_type: 'int',
        min: requirement(schema, 'min_value'),
        max: requirement(schema, 'max_value'),
      };
    case 'select':
      return { ...base, options: metadata.options };
    case 'image':
      return {
        ...base,
        choose_url: false,
        media_library: { allow_multiple: false, config: { max_file_size: MEDIA_MAX_BYTES } },
      };
    case 'list': {
      const item = schema.item as Introspected;
      const items = item.entries
        ? { fields: fields(item), summary: metadata.summary }
        : { field: field('item', item) };
      return {
        ...base,
        ...items,
        label_singular: v.getTitle(item as v.GenericSchema),
        min: requirement(schema, 'min_length'),
        max: requirement(schema, 'max_length'),
        collapsed: true,
      };
    }
    case 'object':
      return { ...base, fields: fields(schema), collapsed: false };
  }
}

const fields = (group: Introspected): DecapField[] =>
  Object.entries(group.entries ?? {}).map(([name, entry]) => field(name, entry));

/** One collection per content file: the editor lists them in the order of CONTENT_FILES. */
function collection(name: ContentFileName) {
  const schema = CONTENT_FILES[name] as unknown as Introspected;
  const label = v.getTitle(schema as v.GenericSchema) ?? name;
  return {
    name,
    label,
    files: [{ name, label, file: contentFilePath(name), fields: fields(schema) }],
  };
}

export function cmsConfig({ localBackendUrl }: CmsConfigOptions = {}): DecapConfig {
  return {
    backend: CMS_BACKEND,
    // Decap uses the local backend only on localhost: `npm run cms`, never the published site.
    local_backend: localBackendUrl ? { url: localBackendUrl } : true,
    locale: 'pt',
    site_url: siteConfig.siteUrl,
    logo_url: '/favicon.svg',
    media_folder: MEDIA_FOLDER,
    public_folder: '/media',
    collections: (Object.keys(CONTENT_FILES) as ContentFileName[]).map(collection),
  };
}
