/**
 * The site chat-button maker as an island: from the first paint on, before the app, what the
 * visitor types goes into the maker's machine, and 'Copiar código' answers at once: it copies the
 * snippet and says so (the button's label, a toast), or, with no number yet, shows the number's
 * message at its field and focuses it. The toast and the message are the app's own components,
 * rendered by the build into a template (`SiteButtonParts`) and injected after the first paint.
 * The preview and the snippet's text wait for the app.
 *
 * There is one machine: the app's tool takes this very actor over when it hydrates
 * (`takeOverSiteButton`), state and all, so nothing typed or copied is handed over, and from then
 * on React shows it. The island's message stays until React shows its own.
 */
import type { SnapshotFrom } from 'xstate';
import type { siteButtonMachine } from '../../machines/siteButton';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_SLOT_ATTRIBUTE,
  SITE_BUTTON_TEMPLATE_ID,
} from '../boot/contract';
import { takeKeptPress } from '../browser/kept-presses';
import { revealAndFocus } from '../browser/reveal-panel';
import { createSiteButton, type SiteButtonActor, type SiteButtonView } from './site-button-machine';
import { typedBeforeLive } from './site-button-typed';
import { siteButton } from '../content/site-button';
import type { SiteButtonProblem } from '../domain/site-button';
import { islandToasts } from './island-toasts';

/** The island's name, on 'Copiar código'. */
export const SITE_BUTTON_ISLAND = 'siteButton';

/** The slot under the number where the island shows its message. */
export const NUMBER_ERROR_SLOT = 'numberError';

/** The id of the island's message, which the number field names as its error message. */
const NUMBER_ERROR_ID = 'island-site-button-number-error';

type Snapshot = SnapshotFrom<typeof siteButtonMachine>;

interface IslandSiteButton {
  readonly actor: SiteButtonActor;
  readonly view: SiteButtonView;
  /** The app shows the number's message: the island's goes, and its field is the app's. */
  readonly releaseNumberError: () => void;
  /** The app takes over: the island stops answering (its message on show stays until released). */
  readonly handOver: () => void;
}

/** The island's maker, once started, until the app takes it over. */
let island: IslandSiteButton | null = null;
/** Set once the app's tool owns the maker: the island never starts after that. */
let ownedByTheApp = false;

/** 'Copiar código' as the machine says: copying, copied, or ready to copy. */
function copyLabel(snapshot: Snapshot): string {
  if (snapshot.matches('copying')) return siteButton.copyingLabel;
  return snapshot.matches('copied') ? siteButton.copiedLabel : siteButton.copyLabel;
}

/** Whether the number's message is on show: 'Copiar código' was pressed without one. */
const numberMissing = (snapshot: Snapshot) =>
  snapshot.matches('invalid') && snapshot.context.problems.includes('number');

/** The toast region and the number's message, as the build rendered them. */
function templateParts() {
  const template = document.getElementById(SITE_BUTTON_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return null;
  const [region, numberError] = [...template.content.children];
  if (!(region instanceof HTMLElement) || !(numberError instanceof HTMLElement)) return null;
  return { region, numberError };
}

export function start(copy: HTMLElement): void {
  if (island || ownedByTheApp) return;
  const tool = copy.closest<HTMLElement>('[data-site-button]');
  const form = tool?.querySelector('form');
  const parts = templateParts();
  const phoneField = form?.elements.namedItem('phone');
  if (!tool || !form || !parts || !(phoneField instanceof HTMLInputElement)) return;
  const [root, phone, slot] = [
    tool,
    phoneField,
    `[${ISLAND_SLOT_ATTRIBUTE}="${NUMBER_ERROR_SLOT}"]`,
  ];

  const view: SiteButtonView = {
    notify: islandToasts(parts.region),
    focusProblem: (problem: SiteButtonProblem) => {
      const field = root.querySelector<HTMLElement>(`[data-problem-field="${problem}"]`);
      if (field) revealAndFocus(field);
    },
  };
  const actor = createSiteButton(view);
  // Typed or picked before the island was live: the prerendered controls hold it.
  const typed = () => typedBeforeLive(form, actor.getSnapshot().context.form);
  const adoptTyped = () => {
    const patch = typed();
    if (Object.keys(patch).length > 0) actor.send({ type: 'form.change', patch });
  };
  adoptTyped();

  // The label of 'Copiar código' (its text beside the icon; React hydrates over whatever it says).
  const label = [...copy.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
  const labelling = actor.subscribe((snapshot) => {
    if (label) label.textContent = copyLabel(snapshot);
    copy.setAttribute('aria-busy', String(snapshot.matches('copying')));
  });

  const numberError = parts.numberError;
  numberError.id = NUMBER_ERROR_ID;
  numberError.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
  /** The notes under the number (how it is dialled, the hints), which the message replaces. */
  const notes = root.querySelector(`[${ISLAND_SLOT_ATTRIBUTE}="dialled"]`)?.parentElement;
  /**
   * The number field's invalid look, as Chakra's `Field.Root invalid` gives it, and its message
   * in place of the notes, as the app's tool shows it (undone when the problem goes).
   */
  function markNumber(missing: boolean) {
    notes?.style.setProperty('display', missing ? 'none' : '');
    const field = phone.parentElement;
    for (const element of [field, phone, field?.querySelector('label')]) {
      if (!element) continue;
      if (missing) element.setAttribute('data-invalid', '');
      else element.removeAttribute('data-invalid');
    }
    if (missing) {
      phone.setAttribute('aria-invalid', 'true');
      phone.setAttribute('aria-errormessage', NUMBER_ERROR_ID);
      if (!numberError.isConnected) root.querySelector(slot)?.append(numberError);
    } else {
      phone.removeAttribute('aria-invalid');
      if (phone.getAttribute('aria-errormessage') === NUMBER_ERROR_ID) {
        phone.removeAttribute('aria-errormessage');
      }
      numberError.remove();
    }
  }
  let handedOver = false;
  const marking = actor.subscribe((snapshot) => {
    const missing = numberMissing(snapshot);
    markNumber(missing);
    // Handed over with the message on show: the app may leave it before it ever renders its own
    // (a key pressed as it hydrates), so the island takes its marks away itself.
    if (handedOver && !missing) marking.unsubscribe();
  });

  // Until the app takes over (`island` is cleared then), every edit goes into the machine.
  const listen = (type: 'input' | 'change') =>
    form.addEventListener(type, () => island && adoptTyped());
  listen('input');
  listen('change');
  copy.addEventListener('click', () => island && actor.send({ type: 'snippet.copy' }));

  island = {
    actor,
    view,
    releaseNumberError() {
      marking.unsubscribe();
      numberError.remove();
      if (phone.getAttribute('aria-errormessage') === NUMBER_ERROR_ID) {
        phone.removeAttribute('aria-errormessage');
      }
    },
    handOver() {
      handedOver = true;
      labelling.unsubscribe();
      if (!numberMissing(actor.getSnapshot())) marking.unsubscribe();
    },
  };
  copy.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
  // Pressed before this island was live: answered now.
  if (takeKeptPress(copy)) actor.send({ type: 'snippet.copy' });
}

/**
 * For the app's tool, while it renders: the island's maker, if the island is live and no tool has
 * taken it over yet. Reads no DOM.
 */
export function islandSiteButton(): IslandSiteButton | null {
  return island;
}

/**
 * For the app's tool, once it is in the document: from now on it shows the maker and answers its
 * controls. The island's maker (if `actor` is its) stops listening and takes `view`; its message
 * stays until `releaseNumberError`. Without an island (not live yet, or a page the app rendered),
 * the island never starts, and 'Copiar código' is answered by the app from now on.
 */
export function takeOverSiteButton(actor: SiteButtonActor, root: Element, view: SiteButtonView) {
  ownedByTheApp = true;
  if (island && actor === island.actor) {
    Object.assign(island.view, view);
    island.handOver();
    island = null;
    return;
  }
  for (const button of root.querySelectorAll(`[${ISLAND_ATTRIBUTE}="${SITE_BUTTON_ISLAND}"]`)) {
    button.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    if (takeKeptPress(button)) actor.send({ type: 'snippet.copy' });
  }
}
