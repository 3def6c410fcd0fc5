import { IconButton } from '@chakra-ui/react';
import { LuMenu } from 'react-icons/lu';
import { MENU_DIALOG_ID } from '../../browser/page-contract';
import { menuLabels } from '../../content/menu';
import { shortLandscape } from '../../theme/media';
import { islandOf } from '../ui/island';
import { ModalDialog } from '../ui/modal-dialog';
import { MenuNav } from './menu-nav';

/** The fixed top-right menu button; the menu is an island (src/islands/menu.ts). */
export function SiteMenu() {
  return (
    <IconButton
      aria-label={menuLabels.open}
      aria-haspopup="dialog"
      aria-expanded="false"
      {...islandOf('menu')}
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
      // Level with the landing page's lower top bar on a phone on its side (site-header.tsx).
      css={{ [shortLandscape]: { top: '1.5' } }}
    >
      <LuMenu aria-hidden />
    </IconButton>
  );
}

/** The full-screen menu, closed: one of the landing page's dialogs, for the menu island to open. */
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
