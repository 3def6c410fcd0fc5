import { printKitMachine } from '../../machines/printKit';
import type { MachineModel } from './model';

/** A logo the page can read: the browser level chooses a PNG of this name. */
export const LOGO_FILE = { name: 'logo.png', type: 'image/png', size: 2_000 };
/** A file that is no image: refused at once, with its reason. */
export const NOT_AN_IMAGE = { name: 'notas.txt', type: 'text/plain', size: 40 };

/** The logo as the reader hands it over, once read. */
export const LOGO_READ = {
  type: 'xstate.done.actor.readLogo',
  output: {
    name: 'logo.png',
    png: new Uint8Array([137, 80, 78, 71]),
    dataUrl: 'data:image/png;base64,iVBORw==',
  },
};
export const LOGO_UNREADABLE = { type: 'xstate.error.actor.readLogo', error: 'EncodingError' };
export const FILE_MADE = { type: 'xstate.done.actor.makeFile', output: new Blob(['%PDF-']) };
/** The link and number the page's model generates: '(11) 91234-5678', no message. */
export const MADE_FOR = { link: 'https://wa.me/5511912345678', number: '+55 11 91234-5678' };
export const FILE_FAILED = { type: 'xstate.error.actor.makeFile', error: 'ChunkLoadError' };

export const printKitModel: MachineModel = {
  machine: printKitMachine,
  inputs: [{ cta: 'Fale com a gente no WhatsApp' }],
  events: [
    { type: 'kit.open' },
    { type: 'kit.close' },
    { type: 'format.choose', format: 'card' },
    { type: 'cta.change', value: 'Peça seu orçamento' },
    { type: 'logo.choose', file: LOGO_FILE },
    { type: 'logo.choose', file: NOT_AN_IMAGE },
    { type: 'logo.remove' },
    { type: 'file.make', kind: 'pdf', ...MADE_FOR },
    LOGO_READ,
    LOGO_UNREADABLE,
    FILE_MADE,
    FILE_FAILED,
  ],
  leftOut: {
    'theme.choose':
      'a choice of colours, not a state: the open kit takes it alike; tested in printKit.test.ts and print-kit.spec.ts (the previews of each theme)',
    'name.change':
      'typing, not a state: a name too long only holds back file.make; tested in printKit.test.ts and print-kit.spec.ts (the overlong name)',
    'bleed.change':
      'a choice of the files, not a state: the open kit takes it alike; tested in printKit.test.ts and print-kit.spec.ts (the file names)',
  },
};
