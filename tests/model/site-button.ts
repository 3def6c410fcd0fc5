import type { AnyMachineSnapshot } from 'xstate';
import { siteButtonMachine } from '../../machines/siteButton';
import { siteButtonDefaults } from '../../src/content/site-button';
import type { SiteButtonForm } from '../../src/domain/site-button-form';
import type { MachineModel, ModelEvent } from './model';

/** The clipboard's answers to 'Copiar código', as the events the invoked `copySnippet` sends. */
export const COPY_DONE = { type: 'xstate.done.actor.copySnippet' };
export const COPY_FAILED = { type: 'xstate.error.actor.copySnippet', error: 'NotAllowedError' };
/** The moment 'Código copiado!' goes back to 'Copiar código'. */
export const COPIED_ELAPSED = { type: 'xstate.after.COPIED_FOR.siteButton.copied' };

export const VALID_PHONE = '(11) 91234-5678';
/** Three past the limit of 40. */
export const TOO_LONG_LABEL = 'Fale com a nossa equipe agora mesmo, é grátis';

/** A field only reports a change when its text changes. */
function pageCanSend(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  if (event.type !== 'form.change') return true;
  const form = snapshot.context.form as SiteButtonForm;
  const patch = event.patch as Partial<SiteButtonForm>;
  return Object.entries(patch).some(
    ([field, value]) => form[field as keyof SiteButtonForm] !== value,
  );
}

export const siteButtonModel: MachineModel = {
  machine: siteButtonMachine,
  // The widget's code stands in as a word: the model is about the form, not the widget.
  inputs: [{ form: siteButtonDefaults, runtime: 'widget' }],
  events: [
    { type: 'form.change', patch: { phone: VALID_PHONE } },
    // No digit at all: the snippet goes away.
    { type: 'form.change', patch: { phone: '' } },
    { type: 'form.change', patch: { label: TOO_LONG_LABEL } },
    { type: 'snippet.copy' },
    COPY_DONE,
    COPY_FAILED,
    COPIED_ELAPSED,
  ],
  filterEvents: pageCanSend,
  leftOut: {
    'number.confirm':
      'only a doubtful number (a trunk 0) takes it, and none of these paths types one: a context flag, not a state; tested in siteButton.test.ts and site-button-maker.spec.ts',
    'preview.toggle':
      'opens or closes the preview panel below computer widths, in every state alike: a view, not a state; tested in siteButton.test.ts and site-button-maker.spec.ts',
    'describer.ready':
      "the phone library's arrival: it changes how numbers are judged, not the state; tested in siteButton.test.ts",
    'preview.show':
      'a view of the preview, not a state: every state takes it alike; tested in siteButton.test.ts and site-button.spec.ts (the preview on a computer)',
  },
};
