import type { AnyMachineSnapshot } from 'xstate';
import { whatsappLinkMachine } from '../../machines/whatsappLink';
import type { MachineModel, ModelEvent } from './model';

/** The clipboard's answers to 'Copiar', as the events the invoked `copyLink` actor sends. */
export const COPY_DONE = { type: 'xstate.done.actor.copyLink' };
export const COPY_FAILED = { type: 'xstate.error.actor.copyLink', error: 'NotAllowedError' };

const FIELDS: Readonly<Record<string, 'phone' | 'message'>> = {
  'phone.change': 'phone',
  'message.change': 'message',
};

/** A field only reports a change when its text changes: typing what is there already sends none. */
function changesAField(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const field = FIELDS[event.type];
  return !field || snapshot.context[field] !== event.value;
}

export const whatsappLinkModel: MachineModel = {
  machine: whatsappLinkMachine,
  events: [
    { type: 'phone.change', value: '(11) 91234-5678' },
    // No digit at all: the link goes away.
    { type: 'phone.change', value: '' },
    { type: 'message.change', value: 'Olá! Quero saber mais sobre os serviços.' },
    { type: 'link.generate' },
    { type: 'link.copy' },
    { type: 'form.clear' },
    COPY_DONE,
    COPY_FAILED,
  ],
  filterEvents: changesAField,
};
