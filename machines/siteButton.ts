import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { countryByIso } from '../src/domain/countries';
import { cannotWork, type PhoneDescriber, phoneHints } from '../src/domain/phone-hints';
import {
  type SiteButtonProblem,
  snippetHtml,
  usesTimeZone,
  widgetConfig,
} from '../src/domain/site-button';
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
 * `copying` while the clipboard works and `copied` for a moment after. While the form has
 * problems the last snippet made stays on show, said to be the last valid one. A number the
 * phone hints say cannot work (the link creator's rule, `cannotWork`) is not copied until the
 * visitor fixes it or says it is right (`number.confirm`); a new number asks again. Toasts, focus
 * and the clipboard are UI effects: the view provides them.
 */

export type PreviewDevice = 'phone' | 'computer';

export interface SiteButtonContext {
  form: SiteButtonForm;
  /** The widget's built code, which every snippet carries (the view passes the build's). */
  runtime: string;
  problems: readonly SiteButtonProblem[];
  /** The code to paste, or null while there are problems. */
  snippet: string | null;
  /** The last snippet made: still on show (as the last valid one) while there are problems. */
  lastSnippet: string | null;
  /** Which screen the preview draws the sample page on. */
  preview: PreviewDevice;
  /** Below computer widths the preview is a panel over the form's foot: 'Ver prévia' opens it. */
  previewOpen: boolean;
  /** The phone library, once loaded: it judges every country's numbers, not only Brazil's. */
  describe: PhoneDescriber | null;
  /** 'O número está certo' was pressed for the number as it is now. */
  numberConfirmed: boolean;
  /** 'Copiar código' was pressed with a doubtful number: the view asks to fix or confirm it. */
  confirmAsked: boolean;
  /** Reads this device's time zone (the view's reads the browser's). */
  deviceZone: () => string;
}

export type SiteButtonEvent =
  | { type: 'form.change'; patch: Partial<SiteButtonForm> }
  | { type: 'snippet.copy' }
  /** 'O número está certo': copies a number the hints say cannot work, as typed. */
  | { type: 'number.confirm' }
  /** The phone library is in: numbers are judged by it from now on. */
  | { type: 'describer.ready'; describe: PhoneDescriber }
  | { type: 'preview.show'; device: PreviewDevice }
  /** 'Ver prévia' / 'Esconder prévia' (below computer widths). */
  | { type: 'preview.toggle' };

/** How long 'Copiar código' says it copied. */
export const COPIED_FOR_MS = 2000;

export interface SiteButtonInput {
  form: SiteButtonForm;
  runtime: string;
  /**
   * Reads this device's time zone: the business's clock, once hours are set. Read then and not
   * before, as the edit that sets them lands: in the browser it is a page's first Intl call, which
   * holds a phone's main thread 100-400 ms (4× CPU), and most buttons have no hours.
   */
  deviceZone?: () => string;
}

/** The form, in this device's zone if it has hours and no zone yet. */
function zoned(form: SiteButtonForm, deviceZone: () => string): SiteButtonForm {
  return form.timeZone === '' && usesTimeZone(siteButtonOptions(form))
    ? { ...form, timeZone: deviceZone() }
    : form;
}

export function siteButtonContext({
  form: typed,
  runtime,
  deviceZone = () => '',
}: SiteButtonInput): SiteButtonContext {
  const form = zoned(typed, deviceZone);
  const problems = siteButtonFormProblems(form);
  const snippet =
    problems.length === 0 ? snippetHtml(runtime, widgetConfig(siteButtonOptions(form))) : null;
  return {
    form,
    runtime,
    problems,
    snippet,
    lastSnippet: snippet,
    preview: 'phone',
    previewOpen: false,
    describe: null,
    numberConfirmed: false,
    confirmAsked: false,
    deviceZone,
  };
}

/** The context after an edit: the last snippet kept, the number to confirm again if it changed. */
function edited(context: SiteButtonContext, patch: Partial<SiteButtonForm>): SiteButtonContext {
  const form = zoned({ ...context.form, ...patch }, context.deviceZone);
  const fresh = siteButtonContext({ form, runtime: context.runtime });
  const sameNumber = form.phone === context.form.phone && form.country === context.form.country;
  return {
    ...context,
    form,
    problems: fresh.problems,
    snippet: fresh.snippet,
    lastSnippet: fresh.snippet ?? context.lastSnippet,
    numberConfirmed: sameNumber && context.numberConfirmed,
    confirmAsked: sameNumber && context.confirmAsked,
  };
}

/**
 * The number typed is one the hints say cannot work (a trunk 0, a DDD that does not exist…) and
 * the visitor has not said it is right: 'Copiar código' asks first.
 */
export function isDoubtfulNumber(
  context: Pick<SiteButtonContext, 'form' | 'describe' | 'numberConfirmed'>,
): boolean {
  const { form } = context;
  return (
    !context.numberConfirmed &&
    cannotWork(phoneHints(form.phone, countryByIso(form.country), context.describe))
  );
}

/** Whether the view asks to fix or confirm the number (a selector). */
export function asksToConfirm(snapshot: { context: SiteButtonContext }): boolean {
  return snapshot.context.confirmAsked && isDoubtfulNumber(snapshot.context);
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

/** A number the hints doubt is not copied: the view asks to fix it or say it is right. */
const copyUnlessDoubtful = [
  { guard: 'isDoubtfulNumber', actions: 'askToConfirm' },
  { target: 'copying' },
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
    isDoubtfulNumber: ({ context }) => isDoubtfulNumber(context),
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      return edited(context, event.patch);
    }),
    togglePreview: assign({ previewOpen: ({ context }) => !context.previewOpen }),
    askToConfirm: assign({ confirmAsked: true }),
    confirmNumber: assign({ numberConfirmed: true, confirmAsked: false }),
    setDescriber: assign(({ event }) => {
      assertEvent(event, 'describer.ready');
      return { describe: event.describe };
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
    'preview.toggle': { actions: 'togglePreview' },
    'describer.ready': { actions: 'setDescriber' },
    'number.confirm': { guard: 'isDoubtfulNumber', actions: 'confirmNumber' },
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
      on: { 'snippet.copy': copyUnlessDoubtful },
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
      on: { 'snippet.copy': copyUnlessDoubtful },
      after: {
        COPIED_FOR: [{ guard: 'hasProblems', target: 'incomplete' }, { target: 'ready' }],
      },
    },
  },
});
