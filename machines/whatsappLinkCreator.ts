import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { BRAZIL, type Country, type CountryIso, countryByIso } from '../src/domain/countries';
import {
  cannotWork,
  type PhoneDescriber,
  type PhoneHint,
  phoneHints,
} from '../src/domain/phone-hints';
import { addRecentLink, type RecentLink } from '../src/domain/recent-links';
import { buildWhatsAppLink, type LinkOpening, linkOpeningIn } from '../src/domain/whatsapp-link';

/**
 * The WhatsApp link creator: `empty` until 'GERAR LINK' succeeds, then `generated` with the link,
 * which then follows every edit; `error` when the phone has no digits; `copying` while the
 * clipboard works on 'Copiar', `sharing` while the share sheet is open. What the visitor typed
 * survives every transition except 'LIMPAR'. The country (Brasil by default) and the hints about
 * the number live here too: hints never block the link, but a link to a number that cannot work
 * is not kept on the device until the visitor confirms it. Each link made is kept (the latest
 * `RECENT_LINKS_LIMIT`) unless the visitor turns that off; erasing them can be undone. Each
 * generation is announced once: pressing again with the same input only brings the result back
 * into view. Toasts, the clipboard, the share sheet and storage are UI effects: the view provides
 * them.
 */

export interface WhatsAppLinkCreatorContext {
  phone: string;
  message: string;
  country: Country;
  hints: readonly PhoneHint[];
  /** The phone library, once loaded: it judges every country's numbers, not only Brazil's. */
  describe: PhoneDescriber | null;
  link: string | null;
  /** A link to a number that cannot work, which the visitor said is right all the same. */
  confirmed: string | null;
  /** The last link a toast announced: the same one is not announced twice. */
  announced: string | null;
  /** Links generated on this device, newest first. */
  recent: readonly RecentLink[];
  /** What 'Apagar histórico' erased, until it is undone or a new link is kept. */
  cleared: readonly RecentLink[];
  /** Whether this device keeps the links made here; the visitor may turn it off. */
  keepRecent: boolean;
  /**
   * Where the link opens on computers: `app` (the spec's `wa.me` link) or `web` (WhatsApp Web).
   * A setting, like the country: 'LIMPAR' keeps it.
   */
  opensIn: LinkOpening;
}

export type WhatsAppLinkCreatorEvent =
  | { type: 'phone.change'; value: string }
  | { type: 'message.change'; value: string }
  | { type: 'country.change'; iso: CountryIso }
  | { type: 'link.generate' }
  /** 'O número está certo': keeps a link the hints say cannot work. */
  | { type: 'link.confirm' }
  /** The phone library is in: numbers are judged by it from now on. */
  | { type: 'describer.ready'; describe: PhoneDescriber }
  | { type: 'link.copy' }
  | { type: 'link.share' }
  | { type: 'form.clear' }
  /** What storage held when the page opened (already validated), and whether to keep more. */
  | { type: 'recent.restore'; links: readonly RecentLink[]; keep: boolean }
  /** 'Guardar os links neste aparelho' turned on or off: off erases what was kept. */
  | { type: 'recent.keep'; keep: boolean }
  /** Loads a recent link back into the form. */
  | { type: 'recent.use'; index: number }
  /** Loads a recent link back and copies it. */
  | { type: 'recent.copy'; index: number }
  | { type: 'recent.clear' }
  /** Brings back what 'Apagar histórico' erased. */
  | { type: 'recent.undoClear' }
  /** 'No computador, o link abre:' answered. */
  | { type: 'open.choose'; opensIn: LinkOpening };

// Selectors: what every view derives from the machine's state, said once here.

/**
 * The link as the visitor publishes it: copied, tested and shared. `link` stays the spec's
 * `wa.me` link, which the QR codes (scanned by phones) and the recent links keep.
 */
export function publishedLink(
  context: Pick<WhatsAppLinkCreatorContext, 'link' | 'opensIn'>,
): string | null {
  return context.link === null ? null : linkOpeningIn(context.link, context.opensIn);
}

/** The number the link dials, digits with the country code, once the phone has digits. */
export function dialledDigits(context: WhatsAppLinkCreatorContext): string | null {
  const result = built(context);
  return result.ok ? result.number : null;
}

/**
 * The link on show is to a number the hints say cannot work, and the visitor has not confirmed
 * it: shown as a warning, not kept, and not offered for print.
 */
export function isDoubtful(
  context: Pick<WhatsAppLinkCreatorContext, 'hints' | 'link' | 'confirmed'>,
): boolean {
  return context.link !== null && context.confirmed !== context.link && cannotWork(context.hints);
}

function judged(context: Pick<WhatsAppLinkCreatorContext, 'phone' | 'country' | 'describe'>) {
  return phoneHints(context.phone, context.country, context.describe);
}

function built(context: WhatsAppLinkCreatorContext) {
  return buildWhatsAppLink(context.phone, context.message, context.country.callingCode);
}

/** Once generated, the link follows every edit, so 'Copiar' and 'Testar' never use a stale number. */
const followEdits = {
  'phone.change': { actions: ['setPhone', 'setLink'] },
  'message.change': { actions: ['setMessage', 'setLink'] },
  'country.change': { actions: ['setCountry', 'setLink'] },
} as const;

/** Erasing every digit takes the link, and its panel, away. */
const dropLinkWithoutDigits = {
  guard: not('hasPhoneDigits'),
  target: 'empty',
  actions: 'clearLink',
} as const;

export const whatsappLinkCreatorMachine = setup({
  types: {
    context: {} as WhatsAppLinkCreatorContext,
    events: {} as WhatsAppLinkCreatorEvent,
  },
  actors: {
    // The view provides the real clipboard and share sheet; these stand-ins settle at once so the
    // machine runs in Node.
    copyLink: fromPromise(async (_: { input: { link: string } }) => {}),
    shareLink: fromPromise(async (_: { input: { link: string } }) => {}),
  },
  guards: {
    hasPhoneDigits: ({ context }) => built(context).ok,
    /** The link on show is the one already announced, for the same input. */
    isAnnounced: ({ context }) => {
      const result = built(context);
      return context.link !== null && result.ok && result.url === context.announced;
    },
    isDoubtful: ({ context }) => isDoubtful(context),
    hasRecent: ({ context }) => context.recent.length > 0,
    hasCleared: ({ context }) => context.cleared.length > 0,
    isRecent: ({ context, event }) =>
      (event.type === 'recent.use' || event.type === 'recent.copy') &&
      context.recent[event.index] !== undefined,
    /** The visitor closed the share sheet: nothing went wrong. */
    isShareCancelled: ({ event }) =>
      typeof event === 'object' &&
      'error' in event &&
      (event.error as { name?: unknown } | undefined)?.name === 'AbortError',
  },
  actions: {
    setPhone: assign(({ event, context }) => {
      assertEvent(event, 'phone.change');
      return { phone: event.value, hints: judged({ ...context, phone: event.value }) };
    }),
    setDescriber: assign(({ event, context }) => {
      assertEvent(event, 'describer.ready');
      return { describe: event.describe, hints: judged({ ...context, describe: event.describe }) };
    }),
    setMessage: assign({
      message: ({ event }) => {
        assertEvent(event, 'message.change');
        return event.value;
      },
    }),
    setCountry: assign(({ event, context }) => {
      assertEvent(event, 'country.change');
      const country = countryByIso(event.iso);
      return { country, hints: judged({ ...context, country }) };
    }),
    setLink: assign({
      link: ({ context }) => {
        const result = built(context);
        return result.ok ? result.url : null;
      },
    }),
    announceLink: assign({ announced: ({ context }) => context.link }),
    confirmLink: assign({ confirmed: ({ context }) => context.link }),
    clearLink: assign({ link: () => null }),
    clearForm: assign({
      phone: '',
      message: '',
      link: null,
      announced: null,
      confirmed: null,
      hints: () => [],
    }),
    rememberLink: assign(({ context }) =>
      context.link === null || !context.keepRecent || isDoubtful(context)
        ? {}
        : {
            recent: addRecentLink(context.recent, {
              phone: context.phone,
              message: context.message,
              country: context.country.iso,
              link: context.link,
            }),
            cleared: [],
          },
    ),
    restoreRecent: assign(({ event }) => {
      assertEvent(event, 'recent.restore');
      return { recent: event.keep ? event.links : [], keepRecent: event.keep };
    }),
    setKeepRecent: assign(({ event, context }) => {
      assertEvent(event, 'recent.keep');
      return { keepRecent: event.keep, recent: event.keep ? context.recent : [] };
    }),
    useRecent: assign(({ event, context }) => {
      assertEvent(event, ['recent.use', 'recent.copy']);
      const entry = context.recent[event.index];
      if (!entry) return {};
      const country = countryByIso(entry.country);
      return {
        phone: entry.phone,
        message: entry.message,
        country,
        hints: judged({ phone: entry.phone, country, describe: context.describe }),
        link: entry.link,
        announced: entry.link,
        // Kept, so confirmed when it was made.
        confirmed: entry.link,
      };
    }),
    clearRecent: assign(({ context }) => ({ recent: [], cleared: context.recent })),
    undoClearRecent: assign(({ context }) => ({ recent: context.cleared, cleared: [] })),
    setOpensIn: assign({
      opensIn: ({ event }) => {
        assertEvent(event, 'open.choose');
        return event.opensIn;
      },
    }),
    // Effects the view provides:
    notifyGenerated: () => {},
    notifyInvalidPhone: () => {},
    notifyCopied: () => {},
    notifyCopyFailed: () => {},
    notifyShareFailed: () => {},
    /** Brings the phone field, with its message below it, into view and focuses it. */
    focusPhone: () => {},
    /** Brings the result panel into view (small screens show it below the fold). */
    revealResult: () => {},
    /** Writes `recent` to the device's storage. */
    persistRecent: () => {},
    /** Writes `keepRecent` to the device's storage. */
    persistKeepRecent: () => {},
  },
}).createMachine({
  id: 'whatsappLinkCreator',
  context: {
    phone: '',
    message: '',
    country: BRAZIL,
    hints: [],
    describe: null,
    link: null,
    confirmed: null,
    announced: null,
    recent: [],
    cleared: [],
    keepRecent: true,
    opensIn: 'app',
  },
  initial: 'empty',
  on: {
    'phone.change': { actions: 'setPhone' },
    'message.change': { actions: 'setMessage' },
    'country.change': { actions: 'setCountry' },
    'describer.ready': { actions: 'setDescriber' },
    'link.generate': [
      { guard: 'isAnnounced', target: '.generated', actions: 'revealResult' },
      {
        guard: 'hasPhoneDigits',
        target: '.generated',
        actions: [
          'setLink',
          'announceLink',
          'notifyGenerated',
          'rememberLink',
          'persistRecent',
          'revealResult',
        ],
      },
      { target: '.error', actions: ['clearLink', 'notifyInvalidPhone', 'focusPhone'] },
    ],
    'form.clear': { target: '.empty', actions: ['clearForm', 'focusPhone'] },
    'recent.restore': { actions: 'restoreRecent' },
    'recent.use': {
      guard: 'isRecent',
      target: '.generated',
      actions: ['useRecent', 'revealResult'],
    },
    'recent.copy': { guard: 'isRecent', target: '.copying', actions: 'useRecent' },
    'recent.clear': { guard: 'hasRecent', actions: ['clearRecent', 'persistRecent'] },
    'recent.undoClear': { guard: 'hasCleared', actions: ['undoClearRecent', 'persistRecent'] },
    'recent.keep': { actions: ['setKeepRecent', 'persistKeepRecent', 'persistRecent'] },
    'open.choose': { actions: 'setOpensIn' },
  },
  states: {
    empty: {},
    generated: {
      always: dropLinkWithoutDigits,
      on: {
        ...followEdits,
        'link.copy': 'copying',
        'link.share': 'sharing',
        'link.confirm': {
          guard: 'isDoubtful',
          actions: ['confirmLink', 'rememberLink', 'persistRecent'],
        },
      },
    },
    copying: {
      always: dropLinkWithoutDigits,
      on: { ...followEdits, 'link.generate': {} },
      invoke: {
        id: 'copyLink',
        src: 'copyLink',
        // `copying` is only entered with a link: from `generated`, or a recent link loaded back.
        input: ({ context }) => ({ link: publishedLink(context) ?? '' }),
        onDone: { target: 'generated', actions: 'notifyCopied' },
        onError: { target: 'generated', actions: 'notifyCopyFailed' },
      },
    },
    sharing: {
      always: dropLinkWithoutDigits,
      on: { ...followEdits, 'link.generate': {} },
      invoke: {
        id: 'shareLink',
        src: 'shareLink',
        input: ({ context }) => ({ link: publishedLink(context) ?? '' }),
        onDone: { target: 'generated' },
        onError: [
          { guard: 'isShareCancelled', target: 'generated' },
          { target: 'generated', actions: 'notifyShareFailed' },
        ],
      },
    },
    error: {
      // Editing the phone takes back the error: the visitor is fixing it.
      on: {
        'phone.change': { target: 'empty', actions: 'setPhone' },
        // Pressing again with no digits: the error is already on screen, announced once; the
        // field to fix is brought back to the visitor.
        'link.generate': { actions: 'focusPhone' },
      },
    },
  },
});
