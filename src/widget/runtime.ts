import { chatWidgetWords as words } from '../content/chat-widget';
import {
  type ChatWidgetEventType,
  type ChatWidgetState,
  nextState,
} from '../domain/chat-widget/chart';
import type { WidgetConfig, WidgetHours, WidgetPerson } from '../domain/chat-widget/config';
import { clockIn, isOpenAt } from '../domain/chat-widget/hours';
import { composeMessage, type PageFacts } from '../domain/chat-widget/message';
import { qrPath } from '../domain/chat-widget/qr';
import { keptChoice, pickNumber } from '../domain/chat-widget/rotation';
import { WIDGET_CSS } from './style';

/**
 * The chat widget: the code the snippet carries, and the maker's preview runs, to the letter. It
 * builds everything with DOM calls and text nodes (nothing the owner typed is ever parsed as
 * markup), inside a shadow root, and makes no request: the chat opens by a plain link to wa.me.
 */

/** How long the bubble's dots "type" before the greeting shows. */
export const TYPING_MS = 1500;
/** Scrolled this far, the visitor has scrolled "a little". */
export const SOME_SCROLL_PX = 300;
/** How often opening hours are looked at again while the page stays open. */
const HOURS_CHECK_MS = 60_000;
/** What the widget keeps in the visitor's browser: the day a greeting was closed, a sticky number. */
export const WIDGET_STORAGE = { bubble: 'zapchat-bubble', number: 'zapchat-number' } as const;
const CHAT_BASE = 'https://wa.me/';
/** WhatsApp's mark, its coordinates rounded to whole units of its 448 x 512 box. */
const ICON_PATH =
  'M381 97c-42-42-98-65-157-65c-122 0-222 100-222 222c0 39 10 77 30 111l-32 115l118-31c32 18 69 27 106 27h0c122 0 224-99 224-222c0-59-25-115-67-157zm-157 342c-33 0-66-9-94-26l-7-4l-70 18l19-68l-4-7c-19-29-29-63-29-98c0-102 83-184 185-184c49 0 96 19 130 54c35 35 57 81 57 130c0 102-85 185-187 185zm101-138c-5-3-33-17-38-18c-5-2-9-3-12 2c-4 6-15 18-18 22c-3 4-6 4-12 2c-33-17-54-30-75-66c-6-10 5-10 16-31c2-3 1-7-1-9c-1-3-12-31-17-42c-4-10-9-9-12-9c-3 0-7 0-11 0c-3 0-9 1-15 7c-5 5-19 19-19 46c0 27 20 54 23 57c2 4 39 60 94 84c36 15 49 17 67 14c11-2 33-13 37-26c5-13 5-25 4-27c-2-2-5-4-11-6z';

export interface MountPlace {
  /** Where the widget's host element goes; the page's body by default. */
  readonly into?: HTMLElement;
  /**
   * The maker's preview: shown at once whatever the hours or scroll, nothing kept in storage,
   * nothing told to analytics, no page-wide triggers.
   */
  readonly preview?: boolean;
}

type Props = Record<string, string>;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

function svg(viewBox: string, path: string): SVGSVGElement {
  const space = 'http://www.w3.org/2000/svg';
  const icon = document.createElementNS(space, 'svg');
  const shape = document.createElementNS(space, 'path');
  icon.setAttribute('viewBox', viewBox);
  icon.setAttribute('aria-hidden', 'true');
  shape.setAttribute('d', path);
  icon.append(shape);
  return icon;
}

/** Storage that may be missing or refuse (private modes, blocked cookies): then nothing is kept. */
function storage(preview: boolean) {
  return {
    read: (key: string) => {
      try {
        return preview ? null : localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write: (key: string, value: string) => {
      try {
        if (!preview) localStorage.setItem(key, value);
      } catch {
        /* nothing kept: the widget works the same */
      }
    },
  };
}

/** A price as a Brazilian reads it ("R$ 89,90"); another currency keeps its code. */
function priceOf(amount: string, currency: string): string {
  if (!amount) return '';
  return !currency || currency === 'BRL'
    ? `R$ ${amount.replace('.', ',')}`
    : `${currency} ${amount}`;
}

/** The page's facts a message may carry, read at the click. */
function pageFacts(productSelector: string): PageFacts {
  const meta = (property: string) =>
    document.querySelector(`meta[property="${property}"]`)?.getAttribute('content')?.trim() ?? '';
  let product = '';
  try {
    if (productSelector) product = document.querySelector(productSelector)?.textContent ?? '';
  } catch {
    /* a selector the browser rejects reads nothing */
  }
  return {
    title: document.title,
    address: location.href,
    search: location.search,
    product: product.replace(/\s+/g, ' ').trim() || meta('og:title'),
    price: priceOf(meta('product:price:amount'), meta('product:price:currency')),
  };
}

/** Calls the host's own analytics, only those already on the page; never loads any. */
function tell(person: WidgetPerson): void {
  const host = window as unknown as {
    dataLayer?: unknown;
    gtag?: (...args: unknown[]) => void;
    fbq?: (...args: unknown[]) => void;
  };
  try {
    if (Array.isArray(host.dataLayer)) {
      host.dataLayer.push({
        event: 'whatsapp_click',
        whatsapp_attendant: person.name,
        whatsapp_number: person.number,
      });
    }
    if (typeof host.gtag === 'function') {
      host.gtag('event', 'generate_lead', { method: 'WhatsApp', whatsapp_attendant: person.name });
    }
    if (typeof host.fbq === 'function') {
      host.fbq('trackCustom', 'WhatsAppClick', { attendant: person.name });
    }
  } catch {
    /* the host's analytics failing never stops the chat */
  }
}

function initials(name: string): string {
  return name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The main number's QR, for a visitor on a computer to open the chat on the phone. */
function qrFigure(packed: string): HTMLElement {
  const { size, path } = qrPath(packed);
  return h(
    'div',
    { class: 'q' },
    svg(`-2 -2 ${size + 4} ${size + 4}`, path),
    h('span', {}, words.qr),
  );
}

/** Puts the widget on the page; returns what takes it off again. */
export function mountChatWidget(config: WidgetConfig, place: MountPlace = {}): () => void {
  const preview = place.preview === true;
  const kept = storage(preview);
  const chat = config.chat;
  const cleanups: (() => void)[] = [];
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(run, ms);
    cleanups.push(() => clearTimeout(timer));
  };
  const listen = (
    target: EventTarget,
    type: string,
    run: (event: Event) => void,
    capture = false,
  ) => {
    target.addEventListener(type, run, { capture, passive: type === 'scroll' });
    cleanups.push(() => target.removeEventListener(type, run, capture));
  };
  // The clock is read only for hours set: a page's first Intl call holds a phone's main thread
  // 100-400 ms (4× CPU), and most buttons have no hours.
  const isOpen = (hours: WidgetHours | null) =>
    !hours || isOpenAt(hours, clockIn(config.zone, new Date()));
  const isOn = (person: WidgetPerson) => isOpen(person.hours);

  // The number a button alone sends this visitor to (one of several when they rotate).
  const list = config.people.map((person) => person.number).join(',');
  const pick = pickNumber(
    config.people.length,
    config.rotation,
    { random: Math.random, now: Date.now(), kept: kept.read(WIDGET_STORAGE.number) },
    list,
  );
  if (config.rotation === 'sticky' && config.people.length > 1) {
    kept.write(WIDGET_STORAGE.number, keptChoice(pick, list));
  }

  const host = document.createElement('zap-chat');
  const root = host.attachShadow({ mode: 'open' });
  host.style.setProperty('--zc-bg', config.color);
  host.style.setProperty('--zc-ink', config.ink);

  const consent =
    chat && chat.consent !== 'off' ? h('input', { type: 'checkbox', name: 'consent' }) : null;
  const consentNote = h('p', { class: 'e', 'aria-live': 'polite' });

  /** Points a link at the person's chat, the page's facts read now; a click waits for consent. */
  const follow = (link: HTMLAnchorElement, person: WidgetPerson, event?: Event): void => {
    const text = composeMessage(config.message, pageFacts(config.product), config);
    link.href = CHAT_BASE + person.number + (text ? `?text=${encodeURIComponent(text)}` : '');
    if (event?.type !== 'click') return;
    if (consent && chat?.consent === 'required' && !consent.checked) {
      event.preventDefault();
      consentNote.textContent = words.consentNeeded;
      consent.focus();
    } else if (config.track && !preview) {
      tell(person);
    }
  };
  const chatLink = (link: HTMLAnchorElement, person: WidgetPerson) => {
    link.target = '_blank';
    link.rel = 'noopener';
    follow(link, person);
    for (const type of ['click', 'focus']) {
      link.addEventListener(type, (event) => follow(link, person, event));
    }
    return link;
  };

  // The button: a link straight to the chat, or the window's opener.
  const label = config.label.trim();
  const badge = config.badge ? h('span', { class: 'n', 'aria-label': words.badge }, '1') : null;
  const face = [svg('0 0 448 512', ICON_PATH), ...(label ? [h('span', {}, label)] : [])];
  const button: HTMLAnchorElement | HTMLButtonElement = chat
    ? h(
        'button',
        { type: 'button', class: 'b', 'aria-haspopup': 'dialog', 'aria-expanded': 'false' },
        ...face,
      )
    : chatLink(h('a', { class: 'b' }, ...face), config.people[pick] as WidgetPerson);
  if (label) button.classList.add('t');
  else button.setAttribute('aria-label', words.open);
  if (badge) button.append(badge);

  // The greeting bubble.
  const dots = h(
    'p',
    { class: 'd', role: 'img', 'aria-label': words.typing },
    h('i'),
    h('i'),
    h('i'),
  );
  const said = h('p', {}, config.bubble?.text ?? '');
  const dismiss = h('button', { class: 'x', 'aria-label': words.dismiss }, '×');
  const bubble = h('div', { class: 'u', role: 'status', hidden: '' }, dots, said, dismiss);

  // The chat window.
  const people = h('ul', { class: 'p' });
  const close = h('button', { class: 'x', 'aria-label': words.close }, '×');
  const window_ = chat
    ? h(
        'div',
        { class: 'c', role: 'dialog', 'aria-labelledby': 'zt', hidden: '' },
        h(
          'div',
          { class: 'h' },
          svg('0 0 448 512', ICON_PATH),
          h('span', { id: 'zt' }, chat.name),
          close,
        ),
        h(
          'div',
          { class: 'y' },
          ...(chat.greeting ? [h('p', { class: 'g' }, chat.greeting)] : []),
          people,
          ...(consent ? [h('label', { class: 'k' }, consent, chat.consentText), consentNote] : []),
          ...(config.qr ? [qrFigure(config.qr)] : []),
        ),
      )
    : null;

  /** The attendants as they stand now (off-hours ones away, or left out). */
  const drawPeople = () => {
    const all = config.people.map((person) => ({ person, on: isOn(person) }));
    const shown = chat?.away === 'hide' ? all.filter((entry) => entry.on) : all;
    const entries = shown.length > 0 ? shown : all;
    people.replaceChildren(
      ...(shown.length === 0 ? [h('li', { class: 'g' }, words.nobody)] : []),
      ...entries.map(({ person, on }) => {
        const avatar = h(
          'span',
          { class: 'v', 'aria-hidden': 'true' },
          person.avatar || initials(person.name),
        );
        const status = [person.role, on ? words.available : words.away].filter(Boolean).join(' · ');
        const link = h(
          'a',
          { class: on ? 'a o' : 'a' },
          avatar,
          h('span', {}, h('b', {}, person.name), h('small', {}, status)),
        );
        return h('li', {}, chatLink(link, person));
      }),
    );
  };

  const frame = h('div', {
    class: config.side === 'left' ? 'w l' : 'w',
    'data-on': config.devices,
    hidden: '',
  });
  frame.append(...(window_ ? [window_] : []), bubble, button);
  root.append(h('style', {}, WIDGET_CSS), frame);

  // States, as the chart moves them.
  let state: ChatWidgetState = 'closed';
  const send = (event: ChatWidgetEventType) => {
    const next = nextState(state, event);
    if (next === state) return;
    const was = state;
    state = next;
    bubble.hidden = state !== 'typing' && state !== 'said';
    dots.hidden = state !== 'typing';
    // Laid out while the dots type: the bubble has its final size from the start, so nothing on
    // the page moves when the greeting shows.
    said.style.visibility = state === 'said' ? '' : 'hidden';
    if (window_) {
      window_.hidden = state !== 'open';
      button.setAttribute('aria-expanded', String(state === 'open'));
    }
    if (state === 'open') {
      badge?.remove();
      drawPeople();
      (people.querySelector('a') ?? close).focus();
    }
    if (was === 'open') button.focus();
  };
  const today = () => new Date().toDateString();
  const open = () => (chat ? send('widget.open') : button.click());

  if (chat) listen(button, 'click', () => send(state === 'open' ? 'widget.close' : 'widget.open'));
  listen(close, 'click', () => send('widget.close'));
  listen(dismiss, 'click', (event) => {
    event.stopPropagation();
    kept.write(WIDGET_STORAGE.bubble, today());
    send('bubble.dismiss');
  });
  listen(bubble, 'click', open);
  listen(root, 'keydown', (event) => {
    if ((event as KeyboardEvent).key !== 'Escape') return;
    if (state === 'open') send('widget.close');
    else if (state !== 'closed') send('bubble.dismiss');
  });

  // When the widget shows: its hours, and when it first appears (at once, after seconds or scroll).
  let appeared = preview || config.appear === 'load';
  const show = () => {
    const hoursOn = preview || isOpen(config.hours);
    frame.hidden = !(appeared && hoursOn);
  };
  if (config.appear === 'seconds' && !appeared) {
    later(config.seconds * 1000, () => {
      appeared = true;
      show();
    });
  }
  if ((config.appear === 'some' || config.appear === 'half') && !appeared) {
    const scrolled = () => {
      const page = document.documentElement;
      const needed =
        config.appear === 'some' ? SOME_SCROLL_PX : (page.scrollHeight - innerHeight) / 2;
      if (scrollY >= needed && !appeared) {
        appeared = true;
        show();
      }
    };
    listen(window, 'scroll', scrolled);
    scrolled();
  }
  show();
  if (config.hours && !preview) {
    const timer = setInterval(() => {
      show();
      if (state === 'open') drawPeople();
    }, HOURS_CHECK_MS);
    cleanups.push(() => clearInterval(timer));
  }

  // The greeting bubble, once a day at most.
  const greeting = config.bubble;
  if (greeting && kept.read(WIDGET_STORAGE.bubble) !== today()) {
    later(greeting.seconds * 1000, () => {
      send('bubble.show');
      later(TYPING_MS, () => send('bubble.typed'));
    });
  }

  // Any `href="#whatsapp"` (or the owner's class) on the page opens the widget.
  if (!preview) {
    // The maker lets through only class names that need no escaping.
    const selector = `a[href="#whatsapp"]${config.trigger ? `,.${config.trigger}` : ''}`;
    listen(
      document,
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target.closest(selector) : null;
        if (!target) return;
        event.preventDefault();
        open();
      },
      true,
    );
  }

  (place.into ?? document.body).append(host);
  return () => {
    for (const cleanup of cleanups) cleanup();
    host.remove();
  };
}
