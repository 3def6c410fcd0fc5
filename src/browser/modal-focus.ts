const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]';

/** The elements inside `root` that Tab stops at, in order (hidden ones and `tabindex="-1"` out). */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && element.checkVisibility(),
  );
}

/**
 * Keeps Tab and Shift+Tab cycling inside `root`: from its last stop back to the first and the
 * other way round. The dialog is opened with `show()`, so the page behind stays focusable: this
 * keeps Tab from reaching it (and the dialog's guard brings back focus that left from a frame).
 */
export function cycleTab(root: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const stops = tabStops(root);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = event.shiftKey ? active === first || active === root : active === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * Hides from assistive technology everything in `<body>` but `dialog`: the siblings of the dialog
 * and of each of its ancestors, as a modal dialog's page behind it should be; returns what undoes
 * it. No style depends on `aria-hidden`, so unlike `inert` this restyles nothing.
 */
export function hideOthers(dialog: Element): () => void {
  const others: Element[] = [];
  for (let node = dialog; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.tagName === 'SCRIPT' || sibling.hasAttribute('aria-hidden')) {
        continue;
      }
      others.push(sibling);
    }
  }
  for (const other of others) other.setAttribute('aria-hidden', 'true');
  return () => {
    for (const other of others) other.removeAttribute('aria-hidden');
  };
}
