import { IconButton } from '@chakra-ui/react';
import { LuMenu } from 'react-icons/lu';
import { MENU_DIALOG_ID } from '../../boot/contract';
import { menuLabels } from '../../content/menu';
import { ModalDialog } from '../ui/modal-dialog';
import { MenuNav } from './menu-nav';

/**
 * The fixed top-right menu button. The menu is an island (src/islands/site-menu.ts): it answers
 * from the first paint, before the app arrives, and the app never renders or re-renders it.
 * `aria-expanded` is the island's to change, hence no warning when hydration finds it changed.
 */
export function SiteMenu() {
  return (
    <IconButton
      aria-label={menuLabels.open}
      aria-haspopup="dialog"
      aria-expanded="false"
      data-island="menu"
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
      _print={{ display: 'none' }}
    >
      <LuMenu aria-hidden />
    </IconButton>
  );
}

/**
 * The full-screen menu, closed, as the build renders it once for every page: it is not in the
 * page's HTML (its first round trip has no room), and comes with the after-paint module.
 */
export function MenuDialog() {
  return (
    <ModalDialog
      id={MENU_DIALOG_ID}
      variant="sheet"
      title={menuLabels.title}
      closeLabel={menuLabels.close}
    >
      <MenuNav />
    </ModalDialog>
  );
}
