import { assign, not, setup } from 'xstate';
import { buildWhatsAppLink } from '../src/domain/whatsapp-link';

/**
 * The WhatsApp link creator: `empty` until 'GERAR LINK' succeeds, then `generated` with the link,
 * which then follows every edit; `error` when the phone has no digits. What the visitor typed
 * survives every transition except 'LIMPAR'. Toasts and the clipboard are UI effects, provided by
 * the view.
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
  | { type: 'copy.succeed' }
  | { type: 'copy.fail' }
  | { type: 'form.clear' };

export const whatsappLinkMachine = setup({
  types: {
    context: {} as WhatsAppLinkContext,
    events: {} as WhatsAppLinkEvent,
  },
  guards: {
    hasPhoneDigits: ({ context }) => buildWhatsAppLink(context.phone, context.message).ok,
  },
  actions: {
    setPhone: assign({
      phone: ({ event }) => (event.type === 'phone.change' ? event.value : ''),
    }),
    setMessage: assign({
      message: ({ event }) => (event.type === 'message.change' ? event.value : ''),
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
    copyLink: (_, _params: { link: string | null }) => {},
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
      // Once generated, the link follows every edit, so 'Copiar' and 'Testar' never use a stale
      // number; erasing every digit takes the panel away.
      always: { guard: not('hasPhoneDigits'), target: 'empty', actions: 'clearLink' },
      on: {
        'phone.change': { actions: ['setPhone', 'setLink'] },
        'message.change': { actions: ['setMessage', 'setLink'] },
        'link.copy': {
          actions: { type: 'copyLink', params: ({ context }) => ({ link: context.link }) },
        },
        'copy.succeed': { actions: 'notifyCopied' },
        'copy.fail': { actions: 'notifyCopyFailed' },
      },
    },
    error: {
      // Editing the phone takes back the error: the visitor is fixing it.
      on: { 'phone.change': { target: 'empty', actions: 'setPhone' } },
    },
  },
});
