import { chakra, CloseButton, HStack, Portal, useSlotRecipe } from '@chakra-ui/react';
import {
  type KeyboardEventHandler,
  type ReactNode,
  type Ref,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { controlModalDialog, type ModalDialogControl } from '../../browser/modal-dialog';

type Variant = 'sheet' | 'media';

interface ModalDialogViewProps {
  title: string;
  closeLabel: string;
  variant: Variant;
  /** Use nearly the whole width of a phone's screen (an image to look at closely). */
  wide?: boolean;
  /** Controls shown in the header, before the close button. */
  actions?: ReactNode;
  /** Keys pressed anywhere inside the content (e.g. arrows to step through images). */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  /** The dialog's id, for an island that finds it in the document. */
  id?: string;
  ref?: Ref<HTMLDialogElement>;
  children: ReactNode;
}

interface ModalDialogProps extends Omit<ModalDialogViewProps, 'ref' | 'id'> {
  open: boolean;
  /** Asked for by the visitor: the X, Escape, or a press outside the content. */
  onClose: () => void;
  /** Once the dialog is gone and focus is back where it was before the opening. */
  onClosed?: () => void;
}

const closeButtonStyle = {
  sheet: { variant: 'outline' },
  media: { variant: 'solid', colorPalette: 'gray' },
} as const;

/**
 * A modal dialog covering the viewport, as markup: closed, with a title and a close button
 * (`data-close`). Its behaviour is `controlModalDialog`'s, bound by `ModalDialog` below or by an
 * island that answers before the app (the menu).
 */
export function ModalDialogView({
  title,
  closeLabel,
  variant,
  wide = false,
  actions,
  onKeyDown,
  id,
  ref,
  children,
}: ModalDialogViewProps) {
  const styles = useSlotRecipe({ key: 'modal' })({ variant, wide });
  // Islands' dialogs are rendered apart, each from a fresh start of `useId`: named by their own id.
  const generatedId = useId();
  const titleId = id ? `${id}-title` : generatedId;
  return (
    <chakra.dialog
      id={id}
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      css={styles.dialog}
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
              data-close=""
              size="lg"
              rounded="full"
              {...closeButtonStyle[variant]}
            />
          </HStack>
        </chakra.header>
        <chakra.div css={styles.body}>{children}</chakra.div>
      </chakra.div>
    </chakra.dialog>
  );
}

/**
 * A modal dialog on the browser's own `<dialog>` (see `controlModalDialog`), rendered closed so
 * that opening only shows what is already there.
 */
export function ModalDialog({ open, onClose, onClosed, ...view }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const control = useRef<ModalDialogControl | null>(null);
  const askToClose = useEffectEvent(onClose);
  const afterClosing = useEffectEvent(() => onClosed?.());

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const bound = controlModalDialog(dialog, {
      onClose: () => askToClose(),
      onClosed: () => afterClosing(),
    });
    control.current = bound;
    // Unmounted while open (a navigation): the page behind is shown again.
    return () => bound.release();
  }, []);

  useLayoutEffect(() => {
    if (open) control.current?.show();
    else control.current?.hide();
  }, [open]);

  return (
    <Portal>
      <ModalDialogView ref={dialogRef} {...view} />
    </Portal>
  );
}
