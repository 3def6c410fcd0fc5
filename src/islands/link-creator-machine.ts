import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { whatsappLinkMachine } from '../../machines/whatsappLink';
import { toasts, whatsappTool } from '../content/whatsapp-tool';
import { copyText } from '../browser/clipboard';
import { inspected } from '../browser/inspector';
import {
  readKeepsRecentLinks,
  readRecentLinks,
  writeKeepsRecentLinks,
  writeRecentLinks,
} from '../browser/recent-links-storage';
import { shareLink } from '../browser/share';
import type { ToastKind, ToastText } from '../browser/toast';

/**
 * What the link creator shows and moves: the island's own DOM until the app takes it over, then
 * React's (the toaster, the form's refs). Its methods are swapped in place, so the machine's
 * effects, provided once, always reach whoever shows the form.
 */
export interface LinkCreatorView {
  notify(kind: ToastKind, text: ToastText): void;
  focusPhone(): void;
  /** Brings the result panel into view (small screens show it below the fold). */
  revealResult(): void;
}

/** A part the island shows in a slot of the form (React leaves it alone) until React shows its own. */
export type IslandPart = 'result' | 'dialled' | 'phoneError';

export type LinkCreatorActor = ActorRefFrom<typeof whatsappLinkMachine>;

export interface LinkCreator {
  readonly actor: LinkCreatorActor;
  readonly view: LinkCreatorView;
  /**
   * The island's creator only: takes a part the island shows away once the app's own is on the
   * page (the island shows its own until then).
   */
  readonly release?: (part: IslandPart) => void;
}

/**
 * The link creator's machine, started. Its clipboard, share sheet and storage are the browser's;
 * what it shows goes through `view`. Render-safe: it touches neither storage nor the document.
 */
export function createLinkCreator(view: LinkCreatorView): LinkCreator {
  const logic = whatsappLinkMachine.provide({
    actions: {
      notifyGenerated: () => view.notify('success', toasts.generated),
      notifyInvalidPhone: () => view.notify('error', toasts.invalidPhone),
      notifyCopied: () => view.notify('success', toasts.copied),
      notifyCopyFailed: () => view.notify('error', toasts.copyFailed),
      notifyShareFailed: () => view.notify('error', toasts.shareFailed),
      focusPhone: () => view.focusPhone(),
      revealResult: () => view.revealResult(),
      persistRecent: ({ context }) => writeRecentLinks(context.recent),
      persistKeepRecent: ({ context }) => writeKeepsRecentLinks(context.keepRecent),
    },
    actors: {
      copyLink: fromPromise(({ input }) => copyText(input.link)),
      shareLink: fromPromise(({ input }) => shareLink(input.link, whatsappTool.shareTitle)),
    },
  });
  const actor = createActor(logic, inspected());
  actor.start();
  return { actor, view };
}

/**
 * Brings back the links this device kept (none where storage is missing or refused), or the
 * visitor's choice to keep none.
 */
export function restoreRecentLinks(actor: LinkCreatorActor): void {
  const keep = readKeepsRecentLinks();
  const links = keep ? readRecentLinks() : [];
  if (links.length > 0 || !keep) actor.send({ type: 'recent.restore', links, keep });
}
