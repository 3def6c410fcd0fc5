import { cycleTab, hideOthers, tabStops } from './modal-focus';

export interface ModalDialogCallbacks {
  /** Asked for by the visitor: the close button, Escape, or a press outside the content. */
  onClose: () => void;
  /** Once the dialog is gone and focus is back where it was before the opening. */
  onClosed?: () => void;
}

export interface ModalDialogControl {
  /** Shows the dialog (if hidden), hides the page behind from assistive technology, focuses in. */
  show(): void;
  /** Hides the dialog (if shown) and gives the page and focus back. */
  hide(): void;
}

/**
 * The modal behaviour of one of our `<dialog>`s, on the DOM alone: the islands (which answer before
 * the app) bind it to the dialogs the build rendered. Escape and the close button (`data-close`) ask
 * to close, Tab cycles inside (focus that leaves comes back), a press that starts and ends outside
 * the content asks to close, and focus returns to where it was.
 *
 * It opens with `show()`, marked `aria-modal` and the rest of the page `aria-hidden`, not with
 * `showModal()`: a modal `<dialog>` makes the rest of the page inert, which Chromium computes as a
 * style, so every opening restyled the whole landing page (643 elements, 250 ms of a 450 ms press
 * at 4× CPU). The dialog covers the page, so nothing behind can be pressed anyway.
 */
export function controlModalDialog(
  dialog: HTMLDialogElement,
  { onClose, onClosed }: ModalDialogCallbacks,
): ModalDialogControl {
  let focusBefore: HTMLElement | null = null;
  let showOthers: (() => void) | null = null;
  let pressedOutside = false;

  // On the document while open: Escape must close even when focus is on none of the dialog's
  // controls (an embedded player that failed to load gives focus back to the page's body).
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else cycleTab(dialog, event);
  }
  // Tab out of an embedded player (the video's), whose keys the page never sees, moves focus to
  // what follows it in the page behind: it comes back to the dialog's first control.
  function onFocusIn(event: FocusEvent) {
    if (!dialog.contains(event.target as Node)) tabStops(dialog)[0]?.focus();
  }
  function onPointerDown(event: PointerEvent) {
    pressedOutside = event.target === dialog;
  }
  // A press that starts and ends outside the content; a drag out of it is not one.
  function onClick(event: MouseEvent) {
    const target = event.target as Element;
    if (target.closest?.('[data-close]')) onClose();
    else if (pressedOutside && target === dialog) onClose();
    pressedOutside = false;
  }
  dialog.addEventListener('pointerdown', onPointerDown);
  dialog.addEventListener('click', onClick);

  return {
    show() {
      if (dialog.open) return;
      focusBefore = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.show();
      showOthers = hideOthers(dialog);
      document.addEventListener('keydown', onKeyDown);
      document.addEventListener('focusin', onFocusIn);
      // The first control (the close button, or the actions before it).
      tabStops(dialog)[0]?.focus();
    },
    hide() {
      if (!dialog.open) return;
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      dialog.close();
      showOthers?.();
      showOthers = null;
      focusBefore?.focus({ preventScroll: true });
      focusBefore = null;
      onClosed?.();
    },
  };
}
