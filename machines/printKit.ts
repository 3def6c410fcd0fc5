import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { nameFits, type PrintFormat, type PrintTheme } from '../src/domain/print-kit';

/**
 * The link creator's print kit: `closed` until the visitor asks for it, then `open` to choose a
 * format and colours, type the business's name, edit the call to action, ask for bleed and choose
 * a logo. A name longer than a printed line is kept as typed, and no file is made until it fits. A logo is read on the device
 * (`readingLogo`; nothing is uploaded) after the file's type and size are checked; a file that
 * is no image, or too large, is refused with the reason and changes nothing else. A file is
 * made (`generating`) and handed to the view to save; when making it fails (the PDF writer did
 * not load, say) the kit says so (`failed`) and keeps every choice for another try.
 */

/** What the machine needs to know of a chosen file: the view passes the `File` itself. */
export interface LogoFile {
  name: string;
  type: string;
  size: number;
}

/** A logo read on the device: a PNG the writers embed as it is. */
export interface Logo {
  name: string;
  png: Uint8Array;
  dataUrl: string;
}

export type LogoProblem = 'notImage' | 'tooLarge' | 'unreadable';
export type FileKind = 'pdf' | 'svg';

/** Images every browser decodes (`createImageBitmap`); an SVG has no size to read before drawing. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** A logo is a few KB; a photo straight from a camera is 3 to 10 MB, and slow to decode on a phone. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export interface PrintKitContext {
  format: PrintFormat;
  theme: PrintTheme;
  /** The business's name as typed, even when too long to print. */
  name: string;
  /** 3 mm of bleed and crop marks, for a print shop. */
  bleed: boolean;
  cta: string;
  logo: Logo | null;
  logoProblem: LogoProblem | null;
  /** The last file made, for the view's note: 'Cartão de visita (PDF) baixado'. */
  made: { format: PrintFormat; kind: FileKind } | null;
  /** The file being made, or that failed: its kind, and the link and number it prints. */
  request: FileRequest;
}

export interface FileRequest {
  kind: FileKind;
  link: string;
  /** As dialled: `+55 11 98765-4321`. */
  number: string;
}

export type PrintKitEvent =
  | { type: 'kit.open' }
  | { type: 'kit.close' }
  | { type: 'format.choose'; format: PrintFormat }
  | { type: 'theme.choose'; theme: PrintTheme }
  | { type: 'name.change'; value: string }
  | { type: 'bleed.change'; value: boolean }
  | { type: 'cta.change'; value: string }
  | { type: 'logo.choose'; file: LogoFile }
  | { type: 'logo.remove' }
  | ({ type: 'file.make' } & FileRequest);

export interface MakeFileInput extends FileRequest {
  format: PrintFormat;
  theme: PrintTheme;
  name: string;
  bleed: boolean;
  cta: string;
  logo: Logo | null;
}

export const printKitMachine = setup({
  types: {
    context: {} as PrintKitContext,
    events: {} as PrintKitEvent,
    input: {} as { cta: string },
  },
  actors: {
    // The view provides the real reader and writers; these stand-ins let the machine run in Node.
    readLogo: fromPromise<Logo, { file: LogoFile }>(async () => {
      throw new Error('no image decoder');
    }),
    makeFile: fromPromise<Blob, MakeFileInput>(async () => new Blob([])),
  },
  guards: {
    isNotImage: ({ event }) =>
      event.type === 'logo.choose' && !(LOGO_TYPES as readonly string[]).includes(event.file.type),
    isTooLarge: ({ event }) => event.type === 'logo.choose' && event.file.size > LOGO_MAX_BYTES,
    hasLogo: ({ context }) => context.logo !== null,
    nameFits: ({ context }) => nameFits(context.name),
  },
  actions: {
    setFormat: assign({
      format: ({ event }) => {
        assertEvent(event, 'format.choose');
        return event.format;
      },
      made: null,
    }),
    setTheme: assign({
      theme: ({ event }) => {
        assertEvent(event, 'theme.choose');
        return event.theme;
      },
    }),
    setName: assign({
      name: ({ event }) => {
        assertEvent(event, 'name.change');
        return event.value;
      },
    }),
    setBleed: assign({
      bleed: ({ event }) => {
        assertEvent(event, 'bleed.change');
        return event.value;
      },
      made: null,
    }),
    setCta: assign({
      cta: ({ event }) => {
        assertEvent(event, 'cta.change');
        return event.value;
      },
    }),
    refuseNotImage: assign({ logoProblem: 'notImage' }),
    refuseTooLarge: assign({ logoProblem: 'tooLarge' }),
    clearLogoProblem: assign({ logoProblem: null }),
    removeLogo: assign({ logo: null, logoProblem: null }),
    setRequest: assign({
      request: ({ event }) => {
        assertEvent(event, 'file.make');
        return { kind: event.kind, link: event.link, number: event.number };
      },
    }),
    // Effects the view provides:
    saveFile: (
      _,
      _params: { blob: Blob; kind: FileKind; format: PrintFormat; number: string; bleed: boolean },
    ) => {},
  },
}).createMachine({
  id: 'printKit',
  context: ({ input }) => ({
    format: 'poster',
    theme: 'whatsapp',
    name: '',
    bleed: false,
    cta: input.cta,
    logo: null,
    logoProblem: null,
    made: null,
    request: { kind: 'pdf', link: '', number: '' },
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'kit.open': 'open' },
    },
    open: {
      on: {
        'kit.close': 'closed',
        'format.choose': { actions: 'setFormat' },
        'theme.choose': { actions: 'setTheme' },
        'name.change': { actions: 'setName' },
        'bleed.change': { actions: 'setBleed' },
        'cta.change': { actions: 'setCta' },
        'logo.choose': [
          { guard: 'isNotImage', actions: 'refuseNotImage' },
          { guard: 'isTooLarge', actions: 'refuseTooLarge' },
          { target: 'readingLogo', actions: 'clearLogoProblem' },
        ],
        'logo.remove': { guard: 'hasLogo', actions: 'removeLogo' },
        'file.make': { guard: 'nameFits', target: 'generating', actions: 'setRequest' },
      },
    },
    readingLogo: {
      invoke: {
        id: 'readLogo',
        src: 'readLogo',
        input: ({ event }) => {
          assertEvent(event, 'logo.choose');
          return { file: event.file };
        },
        onDone: { target: 'open', actions: assign({ logo: ({ event }) => event.output }) },
        // The logo chosen before, if any, stays.
        onError: { target: 'open', actions: assign({ logoProblem: 'unreadable' }) },
      },
    },
    generating: {
      invoke: {
        id: 'makeFile',
        src: 'makeFile',
        input: ({ context }) => ({
          format: context.format,
          theme: context.theme,
          name: context.name,
          bleed: context.bleed,
          cta: context.cta,
          logo: context.logo,
          ...context.request,
        }),
        onDone: {
          target: 'open',
          actions: [
            {
              type: 'saveFile',
              params: ({ context, event }) => ({
                blob: event.output,
                kind: context.request.kind,
                format: context.format,
                number: context.request.number,
                bleed: context.bleed,
              }),
            },
            assign({
              made: ({ context }) => ({ format: context.format, kind: context.request.kind }),
            }),
          ],
        },
        onError: 'failed',
      },
    },
    failed: {
      on: {
        'file.make': { target: 'generating', actions: 'setRequest' },
        'kit.close': 'closed',
      },
    },
  },
});
