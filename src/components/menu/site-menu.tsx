import { IconButton } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useCallback, useRef } from 'react';
import { LuMenu } from 'react-icons/lu';
import { menuMachine } from '../../../machines/menu';
import { menuLabels } from '../../content/menu';
import { ModalDialog } from '../ui/modal-dialog';
import { MenuNav, type MenuNavProps } from './menu-nav';
import { inspected } from '../../browser/inspector';
import { useIsClient } from '../../hooks/use-is-client';

/**
 * The fixed top-right menu button and the full-screen menu it opens. The dialog traps focus,
 * closes on Escape and gives focus back to the button; the machine says whether it is open.
 */
export function SiteMenu() {
  const menu = useActorRef(menuMachine, inspected());
  const hydrated = useIsClient();
  const isOpen = useSelector(menu, (state) => state.matches('open'));
  // Scrolling waits for the dialog to close: focus goes back to the button first.
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
    <>
      <IconButton
        aria-label={menuLabels.open}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => menu.send({ type: 'menu.open' })}
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
        _print={{ display: 'none' }}
      >
        <LuMenu aria-hidden />
      </IconButton>
      {/* Rendered closed once the app is live, so opening only shows it. Not in the prerendered
          page: there the button's press is kept until the app is live. */}
      {hydrated && (
        <ModalDialog
          variant="sheet"
          open={isOpen}
          onClose={close}
          onClosed={scrollToPendingAnchor}
          title={menuLabels.title}
          closeLabel={menuLabels.close}
        >
          <MenuEntries
            menu={menu}
            onSection={goToSection}
            onToggleTools={toggleTools}
            onNavigate={close}
          />
        </ModalDialog>
      )}
    </>
  );
}

interface MenuEntriesProps extends Omit<MenuNavProps, 'toolsExpanded'> {
  menu: ActorRefFrom<typeof menuMachine>;
}

/** Reads the submenu's state here, so expanding it re-renders its entry, not the dialog. */
function MenuEntries({ menu, ...handlers }: MenuEntriesProps) {
  const toolsExpanded = useSelector(menu, (state) =>
    state.matches({ open: { tools: 'expanded' } }),
  );
  return <MenuNav toolsExpanded={toolsExpanded} {...handlers} />;
}
