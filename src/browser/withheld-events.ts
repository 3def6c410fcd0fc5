import { ISLAND_ATTRIBUTE } from './page-contract';

/**
 * The events React answers, on a page it has not finished hydrating, by hydrating the whole page
 * in that event's task (react-dom's `discreteReplayableEvents`; withheld-events.test.ts reads them
 * there, so a React that adds one fails it).
 */
export const HYDRATING_EVENTS = [
  'mousedown',
  'mouseup',
  'touchcancel',
  'touchend',
  'touchstart',
  'auxclick',
  'dblclick',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'dragend',
  'dragstart',
  'drop',
  'compositionend',
  'compositionstart',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'copy',
  'cut',
  'paste',
  'click',
  'change',
  'contextmenu',
  'reset',
] as const;

/**
 * Stops an event before it reaches React, unless an island answers it (it must get through to
 * its island) or it is Enter (it submits a form, which React must answer: it hydrates at once).
 * The boot's own listeners on the window come first, and still see it.
 */
function withhold(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(`[${ISLAND_ATTRIBUTE}]`)) return;
  if (event instanceof KeyboardEvent && event.key === 'Enter') return;
  event.stopImmediatePropagation();
}

/**
 * Keeps the visitor's keys and presses from React while it hydrates the page in a transition,
 * until `releaseEventsToReact` (its first commit). To answer one, React would hydrate the page in
 * that one task: on a phone (4× CPU) the link creator's hydration became a single task of 1.2 s,
 * begun by a key typed in the middle of it, and the keys after it waited for it all. Withheld, the
 * hydration goes on in slices, and the browser types each key between them.
 *
 * What the events do by default still happens: a key types into its field, whose value the form
 * takes in as it commits; a press on a button is kept by the boot and pressed again once the app
 * is live.
 */
export function withholdEventsFromReact(): void {
  for (const type of HYDRATING_EVENTS) addEventListener(type, withhold, { capture: true });
}

/** Lets the visitor's keys and presses reach React: it has committed its hydration. */
export function releaseEventsToReact(): void {
  for (const type of HYDRATING_EVENTS) removeEventListener(type, withhold, { capture: true });
}
