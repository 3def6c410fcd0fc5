// The kinds of field the content files are made of. Each is a valibot schema that carries what the
// CMS shows (its label, its hint, which editor) and says what is wrong in Portuguese: the build's
// check (./check.ts) and the CMS's configuration (../cms/config.ts) read the same schema.
import * as v from 'valibot';
import { ASSET_ICON_NAMES, type AssetIconName } from '../../theme/icons.ts';

/** Which editor the CMS gives a field; the build checks every kind alike. */
export type FieldWidget = 'string' | 'text' | 'select' | 'number' | 'image' | 'list' | 'object';

export interface FieldMetadata {
  widget: FieldWidget;
  /** For a list: what each item shows while folded, e.g. `{{fields.title}}`. */
  summary?: string;
  /** For a select: the options, each with the label the editor reads. */
  options?: readonly { label: string; value: string }[];
}

interface TextOptions {
  /** The most characters the design has room for. */
  max: number;
  hint?: string;
}

const notBlank = (value: string) => value.trim() !== '';

function textField(widget: 'string' | 'text', label: string, { max, hint }: TextOptions) {
  return v.pipe(
    v.string('deve ser um texto'),
    v.check(notBlank, 'não pode ficar vazio'),
    v.maxLength(max, (issue) => `tem ${issue.received} caracteres; o máximo é ${max}`),
    v.title(label),
    v.description(hint ?? `Até ${max} caracteres.`),
    v.metadata({ widget } satisfies FieldMetadata),
  );
}

/** One line of text: a title, a name, a button's label. */
export const line = (label: string, options: TextOptions) => textField('string', label, options);

/** A paragraph. */
export const paragraph = (label: string, options: TextOptions) => textField('text', label, options);

/** An address on the web, always https. */
export const webAddress = (label: string, hint: string) =>
  v.pipe(
    v.string('deve ser um endereço'),
    v.regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'deve ser um endereço completo, começando com https://'),
    v.title(label),
    v.description(hint),
    v.metadata({ widget: 'string' } satisfies FieldMetadata),
  );

/** Text held to a pattern the site relies on (a number, an id), with what it expects. */
export const pattern = (label: string, regex: RegExp, hint: string) =>
  v.pipe(
    v.string('deve ser um texto'),
    v.regex(regex, `não está no formato esperado (${hint.replace(/\.$/, '')})`),
    v.title(label),
    v.description(hint),
    v.metadata({ widget: 'string' } satisfies FieldMetadata),
  );

/** A whole number between `min` and `max`. */
export const wholeNumber = (label: string, min: number, max: number, hint: string) =>
  v.pipe(
    v.number('deve ser um número'),
    v.integer('deve ser um número inteiro'),
    v.minValue(min, `deve ser de ${min} a ${max}`),
    v.maxValue(max, `deve ser de ${min} a ${max}`),
    v.title(label),
    v.description(hint),
    v.metadata({ widget: 'number' } satisfies FieldMetadata),
  );

/** What each icon a section may show is called in the editor. */
const ICON_LABELS: Partial<Record<AssetIconName, string>> = {
  bot: 'Robô (automações)',
  'calendar-clock': 'Agenda',
  camera: 'Câmera',
  'chart-column': 'Gráfico de colunas',
  'chart-line': 'Gráfico de linha',
  'circle-check': 'Visto',
  clock: 'Relógio',
  globe: 'Globo (sites)',
  headset: 'Fone (atendimento)',
  lightbulb: 'Lâmpada (ideias)',
  mail: 'Envelope',
  package: 'Pacote',
  'pen-tool': 'Caneta (design)',
  presentation: 'Apresentação',
  search: 'Lupa (busca)',
  send: 'Envio',
  'shield-check': 'Escudo (garantia)',
  star: 'Estrela',
  target: 'Alvo',
  'trending-up': 'Seta para cima (crescimento)',
  users: 'Pessoas',
};

/** The icons content may pick: those with a label above, in the site's own list order. */
export const CONTENT_ICONS = ASSET_ICON_NAMES.filter((name) => name in ICON_LABELS);

/** An icon, chosen by name from the site's own set. */
export const icon = (label: string) =>
  v.pipe(
    v.picklist(
      ASSET_ICON_NAMES,
      (issue) => `“${String(issue.input)}” não é um dos ícones do site; escolha um da lista`,
    ),
    v.check((name) => name in ICON_LABELS, 'é um ícone de navegação do site; escolha um da lista'),
    v.title(label),
    v.description('Escolha um ícone da lista.'),
    v.metadata({
      widget: 'select',
      options: CONTENT_ICONS.map((value) => ({ label: ICON_LABELS[value] ?? value, value })),
    } satisfies FieldMetadata),
  );

/** The media folder: where the CMS puts what it uploads, and where the build reads it from. */
export const MEDIA_FOLDER = 'src/content/media';
/** How an uploaded image is named in a content file. */
export const MEDIA_PATH = /^\/media\/[\w-]+\.(?:jpe?g|png|webp|avif)$/i;
/** An image is made small at build; this keeps the repository (and uploads) reasonable. */
export const MEDIA_MAX_BYTES = 1024 * 1024;

/** An uploaded image (JPEG, PNG, WebP or AVIF of at most 1 MB), optional. */
export const image = (label: string, hint: string) =>
  v.optional(
    v.pipe(
      v.string('deve ser uma imagem enviada pelo editor'),
      v.regex(MEDIA_PATH, 'deve ser uma imagem JPEG, PNG, WebP ou AVIF enviada pelo editor'),
      v.title(label),
      v.description(`${hint} JPEG, PNG, WebP ou AVIF de até 1 MB.`),
      v.metadata({ widget: 'image' } satisfies FieldMetadata),
    ),
  );

interface ListOptions {
  min: number;
  max: number;
  /** The item's field shown while folded in the editor (lists of fields only). */
  summary?: string;
  hint?: string;
}

/** A list of items, each of the same fields. */
export const list = <TItem extends v.GenericSchema>(
  label: string,
  item: TItem,
  { min, max, summary, hint }: ListOptions,
) =>
  v.pipe(
    v.array(item, 'deve ser uma lista'),
    v.minLength(min, `precisa de pelo menos ${min} ${min === 1 ? 'item' : 'itens'}`),
    v.maxLength(max, `tem mais de ${max} itens; o máximo é ${max}`),
    v.title(label),
    v.description(hint ?? `De ${min} a ${max} itens.`),
    v.metadata({
      widget: 'list',
      ...(summary && { summary: `{{fields.${summary}}}` }),
    } satisfies FieldMetadata),
  );

/** A group of fields; a field the file doesn't know is an error, so a typo never goes unseen. */
export const group = <TEntries extends v.ObjectEntries>(label: string, entries: TEntries) =>
  v.pipe(
    v.strictObject(entries, (issue) =>
      issue.expected === 'never'
        ? `“${String(issue.path?.at(-1)?.key)}” não é um campo deste arquivo`
        : 'deve ser um grupo de campos',
    ),
    v.title(label),
    v.metadata({ widget: 'object' } satisfies FieldMetadata),
  );
