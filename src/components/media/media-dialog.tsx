import { CloseButton, Dialog, HStack, Portal } from '@chakra-ui/react';
import type { KeyboardEventHandler, ReactNode } from 'react';

interface MediaDialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Controls shown in the header, before the close button. */
  actions?: ReactNode;
  /** Keys pressed anywhere inside the dialog (e.g. arrows to step through images). */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  /** Use nearly the whole width of a phone's screen (an image to look at closely). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A dark full-screen dialog for one image or video: closes with its X, the backdrop or Escape,
 * traps focus meanwhile and unmounts its content when closed (so a playing video stops).
 */
export function MediaDialog({
  open,
  title,
  closeLabel,
  onClose,
  actions,
  onKeyDown,
  wide = false,
  children,
}: MediaDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="cover"
      placement="center"
      motionPreset="scale"
      lazyMount
      unmountOnExit
      // Locking the page's scroll sets a custom property on <html> (the scrollbar's width), which
      // every element inherits: each opening restyled all of the landing page's ~1,000 elements
      // (200 ms at 4× CPU). The backdrop covers the page, as the menu covers it, so nothing behind
      // can be reached; a wheel over it moves only what the visitor cannot see.
      preventScroll={false}
    >
      <Portal>
        <Dialog.Backdrop bg="black/85" backdropFilter="blur(6px)" />
        <Dialog.Positioner px={wide ? { base: '2', md: '10' } : undefined}>
          <Dialog.Content
            bg="transparent"
            shadow="none"
            maxW="6xl"
            w="full"
            h="auto"
            onKeyDown={onKeyDown}
          >
            <Dialog.Header
              px={wide ? { base: '2', md: '0' } : '0'}
              pt="0"
              pb="3"
              justifyContent="space-between"
              alignItems="center"
              gap="4"
            >
              <Dialog.Title color="white" fontSize={{ base: 'md', md: 'lg' }}>
                {title}
              </Dialog.Title>
              <HStack gap="2" flexShrink="0">
                {actions}
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton
                    aria-label={closeLabel}
                    size="lg"
                    rounded="full"
                    variant="solid"
                    colorPalette="gray"
                  />
                </Dialog.CloseTrigger>
              </HStack>
            </Dialog.Header>
            <Dialog.Body p="0">{children}</Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
