import { Stack } from '@chakra-ui/react';
import { WhatsAppIcon } from '../icons/whatsapp-icon';
import { whatsappChatUrl } from '../../content/contact';
import { uiLabels } from '../../content/ui';
import { LinkButton } from '../ui/link-button';
import {
  BOTTOM_DOCK,
  FLOATING_ACTIONS_BOTTOM,
  FLOATING_COLUMN,
  FLOATING_WHATSAPP_SIZE,
} from './floating-room';

/**
 * Bottom-right: WhatsApp, always, in the dock below `xl` (floating-room.ts). 'Back to top' is a
 * column of its own beside or above it (`BackToTop`).
 */
export function FloatingActions() {
  return (
    <Stack data-floating="" {...FLOATING_COLUMN} bottom={FLOATING_ACTIONS_BOTTOM} {...BOTTOM_DOCK}>
      <LinkButton
        data-floating-whatsapp=""
        href={whatsappChatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={uiLabels.floatingWhatsapp}
        colorPalette="whatsapp"
        rounded="full"
        size="2xl"
        boxSize={FLOATING_WHATSAPP_SIZE}
        minW="0"
        px="0"
        shadow="lg"
      >
        <WhatsAppIcon aria-hidden />
      </LinkButton>
    </Stack>
  );
}
