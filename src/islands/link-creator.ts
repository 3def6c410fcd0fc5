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
  LINK_RESULT_SLOT_ATTRIBUTE,
} from '../boot/contract';
import { takeKeptPress } from '../browser/kept-presses';
import { revealPanel } from '../browser/reveal-panel';
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToastKind, type ToastText } from '../browser/toast';
import { whatsappTool } from '../content/whatsapp-tool';
import { buildWhatsAppLink } from '../domain/whatsapp-link';
import {
  createLinkCreator,
  type LinkCreator,
  type LinkCreatorView,
  restoreRecentLinks,
} from './link-creator-machine';

/** The island's name, on the buttons it answers (GERAR LINK). */
export const LINK_CREATOR_ISLAND = 'link';

interface IslandLinkCreator extends LinkCreator {
  readonly release: () => void;
  /** The app takes over: the island stops answering and marking the form (its panel stays). */
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

/** The panel, the toast region and a toast, as the build rendered them (stand-in texts). */
function templateParts() {
  const template = document.getElementById(LINK_CREATOR_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return null;
  const [panel, region] = [...template.content.children];
  const toast = region?.firstElementChild;
  if (!(panel instanceof HTMLElement && region instanceof HTMLElement)) return null;
  if (!(toast instanceof HTMLElement)) return null;
  toast.remove();
  return { panel, region, toast };
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
  const slot = form?.parentElement?.querySelector<HTMLElement>(`[${LINK_RESULT_SLOT_ATTRIBUTE}]`);
  if (!form || !parts || !(phoneField instanceof HTMLInputElement) || !slot) return;
  const phone = phoneField;

  const toasts = parts.region.cloneNode() as HTMLElement;
  toasts.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
  let panel: HTMLElement | null = null;

  const view: LinkCreatorView = {
    notify: (kind, text) => showToast(kind, text),
    focusPhone: () => phone.focus(),
    revealResult: () => requestAnimationFrame(() => panel && revealPanel(panel)),
  };
  const creator = createLinkCreator(view);
  const { actor } = creator;

  function showToast(kind: ToastKind, text: ToastText) {
    if (!parts) return;
    const toast = parts.toast.cloneNode(true) as HTMLElement;
    toast.dataset.type = kind;
    for (const icon of toast.querySelectorAll<SVGElement>('[data-kind]')) {
      if (icon.dataset.kind !== kind) icon.remove();
    }
    const [title, description] = toast.querySelectorAll('[data-toast-text]');
    if (title) title.textContent = text.title;
    if (description) description.textContent = text.description;
    if (!toasts.isConnected) document.body.append(toasts);
    toasts.prepend(toast);
    while (toasts.children.length > TOAST_LIMIT) toasts.lastElementChild?.remove();
    setTimeout(() => toast.remove(), TOAST_DURATION_MS);
  }

  function showPanel(snapshot: Snapshot) {
    const { link, message, phone: typed, country } = snapshot.context;
    const built = buildWhatsAppLink(typed, message, country.callingCode);
    if (!link || !built.ok || !parts) {
      panel?.remove();
      panel = null;
      return;
    }
    if (!panel) {
      panel = parts.panel.cloneNode(true) as HTMLElement;
      panel.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
      panel.querySelector('button')?.addEventListener('click', () => {
        actor.send({ type: 'link.copy' });
      });
      const linkField = panel.querySelector('textarea');
      // As tall as the link (the app's field resizes itself with script), selected on focus.
      linkField?.style.setProperty('field-sizing', 'content');
      linkField?.addEventListener('focus', () => linkField.select());
      slot?.append(panel);
    }
    // Until the phone library is in (it comes with the app), the number reads `+<digits>`.
    const [number, messageText] = panel.querySelectorAll('dd');
    if (number) number.textContent = `+${built.number}`;
    if (messageText) {
      messageText.textContent = message;
      const row = messageText.parentElement;
      if (row) row.hidden = message.trim() === '';
    }
    const linkField = panel.querySelector('textarea');
    if (linkField) linkField.value = link;
    panel.querySelector('a')?.setAttribute('href', link);
    const copying = snapshot.matches('copying');
    const copy = panel.querySelector('button');
    copy?.setAttribute('aria-busy', String(copying));
    setText(copy, copying ? whatsappTool.copyingLabel : whatsappTool.copyLabel);
  }

  /** The phone field's invalid look, as Chakra's `Field.Root invalid` gives it. */
  function markInvalid(invalid: boolean) {
    const root = phone.parentElement;
    for (const element of [root, phone, root?.querySelector('label')]) {
      if (!element) continue;
      if (invalid) element.setAttribute('data-invalid', '');
      else element.removeAttribute('data-invalid');
    }
    if (invalid) phone.setAttribute('aria-invalid', 'true');
    else phone.removeAttribute('aria-invalid');
  }

  const showingPanel = actor.subscribe(showPanel);
  const markingForm = actor.subscribe((snapshot) => markInvalid(snapshot.matches('error')));
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

  const release = () => {
    showingPanel.unsubscribe();
    panel?.remove();
    panel = null;
  };
  island = {
    ...creator,
    release,
    handOver() {
      markingForm.unsubscribe();
      // No panel on show: nothing for the app's to replace.
      if (!panel) release();
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
