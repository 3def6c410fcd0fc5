import type { AnyMachineSnapshot } from 'xstate';
import { whatsappLinkCreatorMachine } from '../../machines/whatsappLinkCreator';
import type { MachineModel, ModelEvent } from './model';

/** The clipboard's answers to 'Copiar', as the events the invoked `copyLink` actor sends. */
export const COPY_DONE = { type: 'xstate.done.actor.copyLink' };
export const COPY_FAILED = { type: 'xstate.error.actor.copyLink', error: 'NotAllowedError' };
/** The share sheet's answers to 'Compartilhar': shared, or failed (not merely closed). */
export const SHARE_DONE = { type: 'xstate.done.actor.shareLink' };
export const SHARE_FAILED = {
  type: 'xstate.error.actor.shareLink',
  error: { name: 'NotAllowedError' },
};

const FIELDS: Readonly<Record<string, 'phone' | 'message'>> = {
  'phone.change': 'phone',
  'message.change': 'message',
};

/**
 * What the page can send: a field only reports a change when its text changes, the picker only
 * when another country is chosen, and 'Apagar histórico' only shows with something to clear.
 */
function pageCanSend(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const field = FIELDS[event.type];
  if (field) return snapshot.context[field] !== event.value;
  if (event.type === 'country.change') return snapshot.context.country.iso !== event.iso;
  if (event.type === 'recent.clear') return snapshot.context.recent.length > 0;
  // The choice is in the result panel: there with a link, and a radio reports only a new value.
  if (event.type === 'open.choose') {
    return snapshot.context.link !== null && snapshot.context.opensIn !== event.opensIn;
  }
  return true;
}

export const whatsappLinkModel: MachineModel = {
  machine: whatsappLinkCreatorMachine,
  events: [
    { type: 'phone.change', value: '(11) 91234-5678' },
    // No digit at all: the link goes away.
    { type: 'phone.change', value: '' },
    { type: 'message.change', value: 'Olá! Quero saber mais sobre os *serviços*.' },
    // A country where the number can be one (a landline: a note, not a warning), so the link is
    // kept as it is with Brazil.
    { type: 'country.change', iso: 'US' },
    { type: 'link.generate' },
    { type: 'link.copy' },
    { type: 'link.share' },
    { type: 'form.clear' },
    { type: 'recent.use', index: 0 },
    { type: 'recent.clear' },
    { type: 'open.choose', opensIn: 'web' },
    { type: 'open.choose', opensIn: 'app' },
    COPY_DONE,
    COPY_FAILED,
    SHARE_DONE,
    SHARE_FAILED,
  ],
  filterEvents: pageCanSend,
  leftOut: {
    'link.confirm':
      "'O número está certo': a self-transition of `generated`, only for a number that cannot work; tested in whatsappLinkCreator.test.ts and whatsapp-link-creator-numbers.spec.ts",
    'recent.undoClear':
      "'Desfazer' after 'Apagar histórico': changes the list, not the state; tested in whatsappLinkCreator.test.ts and whatsapp-link-creator-numbers.spec.ts",
    'describer.ready':
      'sent by the page itself once the phone library is in: tested in whatsappLinkCreator.test.ts and through every hint the library gives (whatsapp-link-creator-extras.spec.ts)',
    'recent.restore':
      'sent by the page itself on load, from storage: tested in whatsapp-link-creator.spec.ts (recent links survive a reload; garbage in storage)',
    'recent.keep':
      'a setting, not a state: every state takes it alike; tested in whatsappLinkCreator.test.ts and whatsapp-link-creator-extras.spec.ts (keeping links turned off)',
    'recent.copy':
      'reaches `copying` like link.copy: tested in whatsappLinkCreator.test.ts and whatsapp-link-creator.spec.ts (copies a recent link again)',
  },
};
