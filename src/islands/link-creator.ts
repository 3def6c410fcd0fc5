/**
 * The WhatsApp link creator's form as an island: from the first paint on, before the app, what
 * the visitor types goes into the link creator's machine, GERAR LINK builds the link and shows it
 * at once (the result panel, with Copiar and Testar), LIMPAR clears the form, and the toasts say
 * so. The panel and the toast are the app's own components, rendered by the build into a template
 * (`LinkCreatorParts`) and injected after the first paint.
 *
 * There is one machine: the app's form takes this very actor over when it hydrates
 * (`takeOverLinkCreator`), state and all, so nothing typed, generated or copied is handed over,
 * and from then on React shows it. The island's panel stays until React's has taken its place.
 */
import { type SnapshotFrom } from 'xstate';
import type { whatsappLinkMachine } from '../../machines/whatsappLink';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  LINK_CREATOR_TEMPLATE_ID,
  ISLAND_SLOT_ATTRIBUTE,
} from '../boot/contract';
import { copyWholeAsLink } from '../browser/clipboard';
import { takeKeptPress } from '../browser/kept-presses';
import { revealAndFocus, revealPanel } from '../browser/reveal-panel';
import { whatsappTool } from '../content/whatsapp-tool';
import {
  buildWhatsAppLink,
  isLinkOpening,
  linkOpeningIn,
  readableWhatsAppLink,
} from '../domain/whatsapp-link';
import {
  createLinkCreator,
  type IslandPart,
  type LinkCreator,
  type LinkCreatorView,
  restoreRecentLinks,
} from './link-creator-machine';
import { islandToasts } from './island-toasts';

/** The island's name, on the buttons it answers (GERAR LINK). */
export const LINK_CREATOR_ISLAND = 'link';

interface IslandLinkCreator extends LinkCreator {
  readonly release: (part: IslandPart) => void;
  /** The app takes over: the island stops answering and marking the form (its parts on show stay). */
  readonly handOver: () => void;
}

/** The island's creator, once started, until the app takes it over. */
let island: IslandLinkCreator | null = null;
/** Set once the app's form owns the link creator: the island never starts after that. */
let ownedByTheApp = false;

type Snapshot = SnapshotFrom<typeof whatsappLinkMachine>;

function field(form: HTMLFormElement, name: string) {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
    ? element
    : null;
}

/** The id of the island's phone error, which the phone field names as its error message. */
const PHONE_ERROR_ID = 'island-phone-error';

/**
 * The panel, the toast region (its toast inside), the dialled line and the phone's error, as the
 * build rendered them.
 */
function templateParts() {
  const template = document.getElementById(LINK_CREATOR_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return null;
  const [panel, region, dialled, phoneError] = [...template.content.children];
  const elements = [panel, region, dialled, phoneError];
  if (!elements.every((element) => element instanceof HTMLElement)) return null;
  return { panel, region, dialled, phoneError } as Record<
    'panel' | 'region' | 'dialled' | 'phoneError',
    HTMLElement
  >;
}

/** The number the link dials (country code and all), or null while the phone has no digits. */
function builtNumber({ context }: Snapshot): string | null {
  const built = buildWhatsAppLink(context.phone, context.message, context.country.callingCode);
  return built.ok ? built.number : null;
}

/** The link as the visitor chose it to open on computers: what is shown, copied and tested. */
function publishedLink({ context }: Snapshot): string | null {
  return context.link && linkOpeningIn(context.link, context.opensIn);
}

/** The choice of where the link opens: the radios of the island's copy of the panel. */
function openingRadios(panel: HTMLElement): HTMLInputElement[] {
  return [...panel.querySelectorAll<HTMLInputElement>('[data-opens-in] input[type="radio"]')];
}

/** Fills the result panel in from the link on show; false while there is none. */
function fillPanel(panel: HTMLElement, snapshot: Snapshot): boolean {
  const link = publishedLink(snapshot);
  const number = builtNumber(snapshot);
  if (!link || !number) return false;
  for (const radio of openingRadios(panel)) {
    radio.checked = radio.value === snapshot.context.opensIn;
  }
  // Until the phone library is in (it comes with the app), the number reads `+<digits>`.
  const dialled = panel.querySelector('dd');
  if (dialled) dialled.textContent = `+${number}`;
  const linkField = panel.querySelector('textarea');
  if (linkField) linkField.value = readableWhatsAppLink(link);
  panel.querySelector('a')?.setAttribute('href', link);
  const copying = snapshot.matches('copying');
  const copy = panel.querySelector('button');
  copy?.setAttribute('aria-busy', String(copying));
  setText(copy, copying ? whatsappTool.copyingLabel : whatsappTool.copyLabel);
  return true;
}

/** Replaces the text of an element that also holds an icon (a button, a toast's title). */
function setText(element: Element | null | undefined, text: string) {
  const node = [...(element?.childNodes ?? [])].find((child) => child.nodeType === Node.TEXT_NODE);
  if (node) node.textContent = text;
}

export function start(generate: HTMLElement): void {
  if (island || ownedByTheApp) return;
  const form = (generate as HTMLButtonElement).form;
  const parts = templateParts();
  const phoneField = form && field(form, 'phone');
  const slot = (part: IslandPart) =>
    form?.parentElement?.querySelector<HTMLElement>(`[${ISLAND_SLOT_ATTRIBUTE}="${part}"]`);
  if (!form || !parts || !(phoneField instanceof HTMLInputElement)) return;
  const phone = phoneField;

  let panel: HTMLElement | null = null;

  const view: LinkCreatorView = {
    notify: islandToasts(parts.region.cloneNode(true) as HTMLElement),
    focusPhone: () => revealAndFocus(phone),
    revealResult: () => requestAnimationFrame(() => panel && revealPanel(panel)),
  };
  const creator = createLinkCreator(view);
  const { actor } = creator;

  /**
   * Shows `template` in its part's slot while `fill` (which updates it) says so, until released.
   * `setUp` runs once on the shown copy.
   */
  function showInSlot(
    part: IslandPart,
    template: HTMLElement,
    fill: (element: HTMLElement, snapshot: Snapshot) => boolean,
    setUp?: (element: HTMLElement) => void,
  ) {
    let shown: HTMLElement | null = null;
    const subscription = actor.subscribe((snapshot) => {
      if (!shown) {
        shown = template.cloneNode(true) as HTMLElement;
        shown.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
        setUp?.(shown);
      }
      if (fill(shown, snapshot)) {
        if (!shown.isConnected) slot(part)?.append(shown);
      } else shown.remove();
    });
    return {
      isShown: () => shown?.isConnected ?? false,
      release() {
        subscription.unsubscribe();
        shown?.remove();
      },
    };
  }

  const result = showInSlot('result', parts.panel, fillPanel, (element) => {
    panel = element;
    element.querySelector('button')?.addEventListener('click', () => {
      actor.send({ type: 'link.copy' });
    });
    const linkField = element.querySelector('textarea');
    // As tall as the link (the app's field resizes itself with script), selected on focus.
    linkField?.style.setProperty('field-sizing', 'content');
    linkField?.addEventListener('focus', () => linkField.select());
    linkField?.addEventListener('copy', (event) =>
      copyWholeAsLink(event, linkField, publishedLink(actor.getSnapshot()) ?? linkField.value),
    );
    for (const radio of openingRadios(element)) {
      // A group of its own: React's panel, which replaces this one, names its radios alike.
      radio.name += '-island';
      radio.addEventListener('change', () => {
        if (radio.checked && isLinkOpening(radio.value)) {
          actor.send({ type: 'open.choose', opensIn: radio.value });
        }
      });
    }
  });
  const dialled = showInSlot('dialled', parts.dialled, (element, snapshot) => {
    const number = builtNumber(snapshot);
    const text = element.querySelector('[data-testid="dialled-number"]');
    if (text && number) text.textContent = `+${number}`;
    return number !== null && !snapshot.matches('error');
  });
  // The field's own message, under it, as the app's form shows it: the toast goes, this stays.
  const phoneError = showInSlot(
    'phoneError',
    parts.phoneError,
    (_, snapshot) => snapshot.matches('error'),
    (element) => {
      element.id = PHONE_ERROR_ID;
    },
  );
  /** The notes under the phone (its helper, hints and the number as dialled). */
  const phoneNotes = slot('dialled')?.parentElement;
  /**
   * The phone field's invalid look, as Chakra's `Field.Root invalid` gives it, and its message in
   * place of the notes, as the app's form shows it. (The island undoes both when the error goes,
   * until the app shows its own; after an error the app renders the notes anew.)
   */
  function markInvalid(invalid: boolean) {
    phoneNotes?.style.setProperty('display', invalid ? 'none' : '');
    const root = phone.parentElement;
    for (const element of [root, phone, root?.querySelector('label')]) {
      if (!element) continue;
      if (invalid) element.setAttribute('data-invalid', '');
      else element.removeAttribute('data-invalid');
    }
    if (invalid) {
      phone.setAttribute('aria-invalid', 'true');
      phone.setAttribute('aria-errormessage', PHONE_ERROR_ID);
    } else {
      phone.removeAttribute('aria-invalid');
      phone.removeAttribute('aria-errormessage');
    }
  }

  let handedOver = false;
  const markingForm = actor.subscribe((snapshot) => {
    const invalid = snapshot.matches('error');
    markInvalid(invalid);
    // Handed over with the error on show: the app may leave the error before it ever renders it
    // (a key pressed as it hydrates), so the island takes its marks and message away itself.
    if (handedOver && !invalid) {
      markingForm.unsubscribe();
      phoneError.release();
    }
  });
  restoreRecentLinks(actor);

  // Typed before the island was live: the prerendered fields hold it.
  const typed = (name: string) => field(form, name)?.value ?? '';
  const country = typed('country');
  if (country && country !== actor.getSnapshot().context.country.iso) {
    actor.send({ type: 'country.change', iso: country as never });
  }
  if (typed('phone')) actor.send({ type: 'phone.change', value: typed('phone') });
  if (typed('message')) actor.send({ type: 'message.change', value: typed('message') });

  // Until the app takes over (`island` is cleared then): its handlers answer on the same actor.
  const listen = <K extends keyof HTMLElementEventMap>(
    type: K,
    answer: (event: HTMLElementEventMap[K]) => void,
  ) => form.addEventListener(type, (event) => island && answer(event));
  listen('input', ({ target }) => {
    if (target === phone) actor.send({ type: 'phone.change', value: phone.value });
    else if (target instanceof HTMLTextAreaElement && target.name === 'message') {
      actor.send({ type: 'message.change', value: target.value });
    }
  });
  listen('change', ({ target }) => {
    if (target instanceof HTMLSelectElement && target.name === 'country') {
      actor.send({ type: 'country.change', iso: target.value as never });
    }
  });
  listen('submit', (event) => {
    event.preventDefault();
    actor.send({ type: 'link.generate' });
  });
  // LIMPAR clears what the machine clears (the country stays), not what the browser would reset.
  listen('reset', (event) => {
    event.preventDefault();
    phone.value = '';
    const message = field(form, 'message');
    if (message) message.value = '';
    actor.send({ type: 'form.clear' });
  });

  const shownParts = { result, dialled, phoneError };
  island = {
    ...creator,
    release(name) {
      shownParts[name].release();
      if (name !== 'phoneError') return;
      // The app shows the error: its field marks and names it from now on.
      markingForm.unsubscribe();
      if (phone.getAttribute('aria-errormessage') === PHONE_ERROR_ID) {
        phone.removeAttribute('aria-errormessage');
      }
    },
    handOver() {
      handedOver = true;
      if (!actor.getSnapshot().matches('error')) markingForm.unsubscribe();
      // A part not on show has nothing for the app's to replace: it never shows again.
      for (const shown of Object.values(shownParts)) if (!shown.isShown()) shown.release();
    },
  };
  generate.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
  // Pressed before this island was live: answered now.
  if (takeKeptPress(generate)) actor.send({ type: 'link.generate' });
}

/**
 * For the app's form, while it renders: the island's link creator, if the island is live and no
 * form has taken it over yet. Reads no DOM.
 */
export function islandLinkCreator(): IslandLinkCreator | null {
  return island;
}

/**
 * For the app's form, once it is in the document: from now on it shows the link creator and
 * answers its controls. The island's creator (`creator`, if it is that one) stops listening; its
 * panel stays until `release`. Without an island (not live yet, or a page the app rendered), the
 * island never starts, and the buttons marked for it are answered by the app from now on.
 */
export function takeOverLinkCreator(creator: LinkCreator, root: Element, view: LinkCreatorView) {
  ownedByTheApp = true;
  Object.assign(creator.view, view);
  if (creator === island) {
    island.handOver();
    island = null;
    return;
  }
  for (const button of root.querySelectorAll(`[${ISLAND_ATTRIBUTE}="${LINK_CREATOR_ISLAND}"]`)) {
    button.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    if (takeKeptPress(button)) creator.actor.send({ type: 'link.generate' });
  }
}
