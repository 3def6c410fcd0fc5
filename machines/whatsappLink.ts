import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { buildWhatsAppLink } from '../src/domain/whatsapp-link';

/**
 * The WhatsApp link creator: `empty` until 'GERAR LINK' succeeds, then `generated` with the link,
 * which then follows every edit; `error` when the phone has no digits; `copying` while the
 * clipboard works on 'Copiar'. What the visitor typed survives every transition except 'LIMPAR'.
 * Toasts and the clipboard are UI effects: the view provides the notify actions and the
 * `copyLink` actor.
 */

export interface WhatsAppLinkContext {
  phone: string;
  message: string;
  link: string | null;
}

export type WhatsAppLinkEvent =
  | { type: 'phone.change'; value: string }
  | { type: 'message.change'; value: string }
  | { type: 'link.generate' }
  | { type: 'link.copy' }
  | { type: 'form.clear' };

/** Once generated, the link follows every edit, so 'Copiar' and 'Testar' never use a stale number. */
const followEdits = {
  'phone.change': { actions: ['setPhone', 'setLink'] },
  'message.change': { actions: ['setMessage', 'setLink'] },
} as const;

/** Erasing every digit takes the link, and its panel, away. */
const dropLinkWithoutDigits = {
  guard: not('hasPhoneDigits'),
  target: 'empty',
  actions: 'clearLink',
} as const;

export const whatsappLinkMachine = setup({
  types: {
    context: {} as WhatsAppLinkContext,
    events: {} as WhatsAppLinkEvent,
  },
  actors: {
    // The view provides the real clipboard; this stand-in settles at once so the machine runs in Node.
    copyLink: fromPromise(async (_: { input: { link: string } }) => {}),
  },
  guards: {
    hasPhoneDigits: ({ context }) => buildWhatsAppLink(context.phone, context.message).ok,
  },
  actions: {
    setPhone: assign({
      phone: ({ event }) => {
        assertEvent(event, 'phone.change');
        return event.value;
      },
    }),
    setMessage: assign({
      message: ({ event }) => {
        assertEvent(event, 'message.change');
        return event.value;
      },
    }),
    setLink: assign({
      link: ({ context }) => {
        const result = buildWhatsAppLink(context.phone, context.message);
        return result.ok ? result.url : null;
      },
    }),
    clearLink: assign({ link: () => null }),
    clearForm: assign({ phone: '', message: '', link: null }),
    // Effects the view provides:
    notifyGenerated: () => {},
    notifyInvalidPhone: () => {},
    notifyCopied: () => {},
    notifyCopyFailed: () => {},
    focusPhone: () => {},
  },
}).createMachine({
  id: 'whatsappLink',
  context: { phone: '', message: '', link: null },
  initial: 'empty',
  on: {
    'phone.change': { actions: 'setPhone' },
    'message.change': { actions: 'setMessage' },
    'link.generate': [
      { guard: 'hasPhoneDigits', target: '.generated', actions: ['setLink', 'notifyGenerated'] },
      { target: '.error', actions: ['clearLink', 'notifyInvalidPhone'] },
    ],
    'form.clear': { target: '.empty', actions: ['clearForm', 'focusPhone'] },
  },
  states: {
    empty: {},
    generated: {
      always: dropLinkWithoutDigits,
      on: { ...followEdits, 'link.copy': 'copying' },
    },
    copying: {
      always: dropLinkWithoutDigits,
      on: followEdits,
      invoke: {
        id: 'copyLink',
        src: 'copyLink',
        // `generated` only exists with a link, and `copying` is only entered from there.
        input: ({ context }) => ({ link: context.link ?? '' }),
        onDone: { target: 'generated', actions: 'notifyCopied' },
        onError: { target: 'generated', actions: 'notifyCopyFailed' },
      },
    },
    error: {
      // Editing the phone takes back the error: the visitor is fixing it.
      on: { 'phone.change': { target: 'empty', actions: 'setPhone' } },
    },
  },
});
