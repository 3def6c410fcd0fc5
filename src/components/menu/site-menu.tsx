import { CloseButton, Dialog, IconButton, Portal } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useRef } from 'react';
import { LuMenu } from 'react-icons/lu';
import { menuMachine } from '../../../machines/menu';
import type { ReplayKey } from '../../boot/contract';
import { menuLabels } from '../../content/menu';
import { MenuNav } from './menu-nav';
import { inspected } from '../../browser/inspector';
import { useIsClient } from '../../hooks/use-is-client';
import { useReplayedPress } from '../../hooks/use-replayed-press';

/**
 * The fixed top-right menu button and the full-screen menu it opens. Chakra's dialog traps focus,
 * closes on Escape and gives focus back to the button; the machine says whether it is open.
 */
export function SiteMenu() {
  const menu = useActorRef(menuMachine, inspected());
  const hydrated = useIsClient();
  useReplayedPress('menu', () => menu.send({ type: 'menu.open' }));
  const isOpen = useSelector(menu, (state) => state.matches('open'));
  const toolsExpanded = useSelector(menu, (state) =>
    state.matches({ open: { tools: 'expanded' } }),
  );
  // Scrolling waits for the dialog to finish closing: until then the page's scroll is locked.
  const pendingAnchor = useRef<string | null>(null);

  // Stable handlers, so the memoised entries never re-render on open and close.
  const goToSection = useCallback(
    (anchor: string) => {
      pendingAnchor.current = anchor;
      menu.send({ type: 'menu.close' });
    },
    [menu],
  );
  const toggleTools = useCallback(() => menu.send({ type: 'tools.toggle' }), [menu]);
  const close = useCallback(() => menu.send({ type: 'menu.close' }), [menu]);

  function scrollToPendingAnchor() {
    const anchor = pendingAnchor.current;
    pendingAnchor.current = null;
    if (anchor) document.getElementById(anchor)?.scrollIntoView();
  }

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(details) => menu.send({ type: details.open ? 'menu.open' : 'menu.close' })}
      onExitComplete={scrollToPendingAnchor}
      size="full"
      motionPreset="slide-in-top"
      // Mounted (hidden) once hydrated, so opening only shows it: no render on the press. Not in
      // the prerendered page: there the button's press is kept until the app is live.
      lazyMount={!hydrated}
      unmountOnExit={false}
      // Locking the body's scroll restyles the whole long page on every press; the menu covers
      // the viewport anyway and keeps its own scroll (overscroll contained).
      preventScroll={false}
    >
      <Dialog.Trigger asChild>
        <IconButton
          aria-label={menuLabels.open}
          // A press before the app is live is kept and replayed (the boot script marks it).
          data-replay={'menu' satisfies ReplayKey}
          suppressHydrationWarning
          position="fixed"
          top={{ base: '3', md: '5' }}
          right={{ base: '3', md: '5' }}
          zIndex="sticky"
          size="lg"
          rounded="full"
          variant="subtle"
          bg="bg.panel/80"
          backdropFilter="blur(8px)"
          borderWidth="1px"
          borderColor="border"
        >
          <LuMenu aria-hidden />
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            bg="bg"
            bgImage="radial-gradient(50rem 30rem at 100% 0%, {colors.brand.500/25}, transparent)"
            overflowY="auto"
            overscrollBehavior="contain"
          >
            <Dialog.Header justifyContent="space-between" alignItems="center">
              <Dialog.Title
                fontFamily="heading"
                color="fg.muted"
                fontSize="sm"
                letterSpacing="wider"
                textTransform="uppercase"
              >
                {menuLabels.title}
              </Dialog.Title>
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton
                  aria-label={menuLabels.close}
                  size="lg"
                  rounded="full"
                  variant="outline"
                />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body display="flex" justifyContent="center" pb="12">
              <MenuNav
                toolsExpanded={toolsExpanded}
                onSection={goToSection}
                onToggleTools={toggleTools}
                onNavigate={close}
              />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
