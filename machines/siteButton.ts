import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { type SiteButtonProblem, snippetHtml, widgetConfig } from '../src/domain/site-button';
import {
  type SiteButtonForm,
  siteButtonFormProblems,
  siteButtonOptions,
} from '../src/domain/site-button-form';

/**
 * The site chat-button maker. The form is in context as typed; every edit recomputes its problems
 * and, with none, the snippet. `incomplete` while something stops the snippet (the number not yet
 * typed, at first), `ready` with a snippet to copy; 'Copiar código' pressed with problems shows
 * them all (`invalid`) and takes the visitor to the first, never touching what was typed;
 * `copying` while the clipboard works and `copied` for a moment after. Toasts, focus and the
 * clipboard are UI effects: the view provides them.
 */

export type PreviewDevice = 'phone' | 'computer';

export interface SiteButtonContext {
  form: SiteButtonForm;
  /** The widget's built code, which every snippet carries (the view passes the build's). */
  runtime: string;
  problems: readonly SiteButtonProblem[];
  /** The code to paste, or null while there are problems. */
  snippet: string | null;
  /** Which screen the preview draws the sample page on. */
  preview: PreviewDevice;
}

export type SiteButtonEvent =
  | { type: 'form.change'; patch: Partial<SiteButtonForm> }
  | { type: 'snippet.copy' }
  | { type: 'preview.show'; device: PreviewDevice };

/** How long 'Copiar código' says it copied. */
export const COPIED_FOR_MS = 2000;

export interface SiteButtonInput {
  form: SiteButtonForm;
  runtime: string;
}

export function siteButtonContext({ form, runtime }: SiteButtonInput): SiteButtonContext {
  const problems = siteButtonFormProblems(form);
  return {
    form,
    runtime,
    problems,
    snippet:
      problems.length === 0 ? snippetHtml(runtime, widgetConfig(siteButtonOptions(form))) : null,
    preview: 'phone',
  };
}

/**
 * The problems the form names at their fields (a selector: every view derives them here). The
 * number is only named once 'Copiar código' asked for it: an empty field at first is no mistake.
 * Every other problem comes from something typed, and shows at once.
 */
export function shownProblems(snapshot: {
  context: Pick<SiteButtonContext, 'problems'>;
  matches: (state: 'invalid') => boolean;
}): ReadonlySet<SiteButtonProblem> {
  const invalid = snapshot.matches('invalid');
  return new Set(snapshot.context.problems.filter((problem) => invalid || problem !== 'number'));
}

function changed(form: SiteButtonForm, event: SiteButtonEvent): SiteButtonForm {
  return event.type === 'form.change' ? { ...form, ...event.patch } : form;
}

/** Every edit lands, whatever the state: what the visitor typed is never dropped. */
const settleEdit = [
  { guard: 'leavesProblems', target: '.incomplete', actions: 'applyChange' },
  { target: '.ready', actions: 'applyChange' },
] as const;

export const siteButtonMachine = setup({
  types: {
    context: {} as SiteButtonContext,
    events: {} as SiteButtonEvent,
    input: {} as SiteButtonInput,
  },
  actors: {
    // The view provides the real clipboard; this stand-in settles at once so the machine runs in Node.
    copySnippet: fromPromise(async (_: { input: { snippet: string } }) => {}),
  },
  delays: { COPIED_FOR: COPIED_FOR_MS },
  guards: {
    /** The form, with this edit, still cannot make a snippet. */
    leavesProblems: ({ context, event }) =>
      siteButtonFormProblems(changed(context.form, event)).length > 0,
    hasProblems: ({ context }) => context.problems.length > 0,
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const { preview, runtime } = context;
      return { ...siteButtonContext({ form: changed(context.form, event), runtime }), preview };
    }),
    setPreview: assign({
      preview: ({ event }) => {
        assertEvent(event, 'preview.show');
        return event.device;
      },
    }),
    // Effects the view provides:
    notifyCopied: () => {},
    notifyCopyFailed: () => {},
    notifyProblems: () => {},
    /** Brings the first field with a problem into view and focuses it. */
    focusFirstProblem: () => {},
  },
}).createMachine({
  id: 'siteButton',
  context: ({ input }) => siteButtonContext(input),
  initial: 'incomplete',
  on: {
    'form.change': settleEdit,
    'preview.show': { actions: 'setPreview' },
  },
  states: {
    incomplete: {
      // A form that starts complete (one carried over from before the app) is ready at once.
      always: { guard: not('hasProblems'), target: 'ready' },
      on: {
        'snippet.copy': {
          target: 'invalid',
          actions: ['notifyProblems', 'focusFirstProblem'],
        },
      },
    },
    invalid: {
      on: {
        'form.change': [
          { guard: 'leavesProblems', actions: 'applyChange' },
          { target: 'ready', actions: 'applyChange' },
        ],
        'snippet.copy': { actions: ['notifyProblems', 'focusFirstProblem'] },
      },
    },
    ready: {
      on: { 'snippet.copy': 'copying' },
    },
    copying: {
      // The snippet copied is the one on show when 'Copiar código' was pressed; an edit meanwhile
      // still lands (and is what the next copy takes).
      on: { 'form.change': { actions: 'applyChange' } },
      invoke: {
        id: 'copySnippet',
        src: 'copySnippet',
        // `copying` is only entered from `ready`, which always has a snippet.
        input: ({ context }) => ({ snippet: context.snippet ?? '' }),
        onDone: { target: 'copied', actions: 'notifyCopied' },
        onError: [
          { guard: 'hasProblems', target: 'incomplete', actions: 'notifyCopyFailed' },
          { target: 'ready', actions: 'notifyCopyFailed' },
        ],
      },
    },
    copied: {
      on: { 'snippet.copy': 'copying' },
      after: {
        COPIED_FOR: [{ guard: 'hasProblems', target: 'incomplete' }, { target: 'ready' }],
      },
    },
  },
});
