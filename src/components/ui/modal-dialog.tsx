import { chakra, CloseButton, HStack, Portal, useSlotRecipe } from '@chakra-ui/react';
import {
  type KeyboardEvent,
  type KeyboardEventHandler,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { cycleTab, hideOthers, tabStops } from '../../browser/modal-focus';

type Variant = 'sheet' | 'media';

interface ModalDialogProps {
  open: boolean;
  /** Asked for by the visitor: the X, Escape, or a press outside the content. */
  onClose: () => void;
  /** Once the dialog is gone and focus is back where it was before the opening. */
  onClosed?: () => void;
  title: string;
  closeLabel: string;
  variant: Variant;
  /** Use nearly the whole width of a phone's screen (an image to look at closely). */
  wide?: boolean;
  /** Controls shown in the header, before the close button. */
  actions?: ReactNode;
  /** Keys pressed anywhere inside the content (e.g. arrows to step through images). */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  children: ReactNode;
}

const closeButtonStyle = {
  sheet: { variant: 'outline' },
  media: { variant: 'solid', colorPalette: 'gray' },
} as const;

/**
 * A modal dialog on the browser's own `<dialog>`, covering the viewport: Escape closes it, Tab
 * cycles inside, a press outside the content closes it, and focus returns to where it was.
 * Opening only shows what is already rendered.
 *
 * It is opened with `show()`, marked `aria-modal` and the rest of the page `aria-hidden`, not
 * with `showModal()`: a modal `<dialog>` makes the rest of the page inert, which Chromium
 * computes as a style, so every opening restyled the whole landing page (643 elements, 250 ms of
 * a 450 ms press at 4× CPU). The dialog covers the page, so nothing behind can be pressed anyway.
 */
export function ModalDialog({
  open,
  onClose,
  onClosed,
  title,
  closeLabel,
  variant,
  wide = false,
  actions,
  onKeyDown,
  children,
}: ModalDialogProps) {
  const styles = useSlotRecipe({ key: 'modal' })({ variant, wide });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const focusBefore = useRef<HTMLElement | null>(null);
  const showOthers = useRef<(() => void) | null>(null);
  const pressedOutside = useRef(false);
  const titleId = useId();
  const afterClosing = useEffectEvent(() => onClosed?.());

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open === open) return;
    if (open) {
      focusBefore.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.show();
      showOthers.current = hideOthers(dialog);
      // The first control (the close button, or the actions before it).
      tabStops(dialog)[0]?.focus();
      return;
    }
    dialog.close();
    showOthers.current?.();
    showOthers.current = null;
    focusBefore.current?.focus({ preventScroll: true });
    focusBefore.current = null;
    afterClosing();
  }, [open]);

  // Unmounted while open (a navigation from the menu): the page behind is shown again.
  useLayoutEffect(() => () => showOthers.current?.(), []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else cycleTab(event.currentTarget, event.nativeEvent);
  }

  function handlePointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressedOutside.current = event.target === event.currentTarget;
  }

  // A press that starts and ends outside the content; a drag out of it is not one.
  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (pressedOutside.current && event.target === event.currentTarget) onClose();
    pressedOutside.current = false;
  }

  return (
    <Portal>
      <chakra.dialog
        ref={dialogRef}
        aria-modal="true"
        aria-labelledby={titleId}
        css={styles.dialog}
        onKeyDown={handleKeyDown}
        onPointerDown={handlePointerDown}
        onClick={handleClick}
      >
        <chakra.div css={styles.content} onKeyDown={onKeyDown}>
          <chakra.header css={styles.header}>
            <chakra.h2 id={titleId} css={styles.title}>
              {title}
            </chakra.h2>
            <HStack gap="2" flexShrink="0">
              {actions}
              <CloseButton
                aria-label={closeLabel}
                size="lg"
                rounded="full"
                onClick={onClose}
                {...closeButtonStyle[variant]}
              />
            </HStack>
          </chakra.header>
          <chakra.div css={styles.body}>{children}</chakra.div>
        </chakra.div>
      </chakra.dialog>
    </Portal>
  );
}
