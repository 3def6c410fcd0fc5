import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { siteButtonMachine } from '../../machines/siteButton';
import { copyText } from '../browser/clipboard';
import { inspected } from '../browser/inspector';
import type { ToastKind, ToastText } from '../browser/toast';
import { siteButtonDefaults, siteButtonToasts } from '../content/site-button';
import type { SiteButtonProblem } from '../domain/site-button';
import type { SiteButtonForm } from '../domain/site-button-form';

export type SiteButtonActor = ActorRefFrom<typeof siteButtonMachine>;

/**
 * What the maker shows and moves. Its methods are swapped in place once the form is on the page,
 * so the machine's effects, provided once, always reach it.
 */
export interface SiteButtonView {
  notify(kind: ToastKind, text: ToastText): void;
  /** Brings the field with this problem into view and focuses it. */
  focusProblem(problem: SiteButtonProblem): void;
}

/** The maker's machine, started, with the browser's clipboard. Render-safe: touches no document. */
export function createSiteButton(
  view: SiteButtonView,
  form: SiteButtonForm = siteButtonDefaults,
): SiteButtonActor {
  const logic = siteButtonMachine.provide({
    actions: {
      notifyCopied: () => view.notify('success', siteButtonToasts.copied),
      notifyCopyFailed: () => view.notify('error', siteButtonToasts.copyFailed),
      notifyProblems: () => view.notify('error', siteButtonToasts.problems),
      focusFirstProblem: ({ context }) => {
        const [first] = context.problems;
        if (first) view.focusProblem(first);
      },
    },
    actors: {
      copySnippet: fromPromise(({ input }) => copyText(input.snippet)),
    },
  });
  const actor = createActor(logic, inspected({ input: form }));
  actor.start();
  return actor;
}
