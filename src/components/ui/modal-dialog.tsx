import { chakra, CloseButton, HStack, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Variant = 'sheet' | 'media';

interface ModalDialogProps {
  title: string;
  closeLabel: string;
  variant: Variant;
  /** Use nearly the whole width of a phone's screen (an image to look at closely). */
  wide?: boolean;
  /** Holds a 16:9 video's player: never taller than the screen lets it be, controls included. */
  player?: boolean;
  /** Controls shown in the header, before the close button. */
  actions?: ReactNode;
  /** The dialog's id, for the island that finds it in the document (its title is `<id>-title`). */
  id: string;
  children: ReactNode;
}

const closeButtonStyle = {
  sheet: { variant: 'outline' },
  media: { variant: 'solid', colorPalette: 'gray' },
} as const;

/**
 * A modal dialog covering the viewport, as markup: closed, with a title and a close button
 * (`data-close`). Its behaviour is `controlModalDialog`'s, bound by its island (src/islands/).
 */
export function ModalDialog({
  title,
  closeLabel,
  variant,
  wide = false,
  player = false,
  actions,
  id,
  children,
}: ModalDialogProps) {
  const styles = useSlotRecipe({ key: 'modal' })({ variant, wide, player });
  const titleId = `${id}-title`;
  return (
    <chakra.dialog id={id} aria-modal="true" aria-labelledby={titleId} css={styles.dialog}>
      <chakra.div css={styles.content}>
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
