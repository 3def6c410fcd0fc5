import { IconButton, Stack } from '@chakra-ui/react';
import { LuArrowUp } from 'react-icons/lu';
import { BACK_TO_TOP_ID } from '../../boot/contract';
import { uiLabels } from '../../content/ui';
import { BACK_TO_TOP_PLACE, FLOATING_COLUMN } from './floating-room';

/**
 * 'Voltar ao topo', hidden, as the build renders it for its island (src/islands/back-to-top.ts),
 * which shows it once the page is scrolled past the threshold: from the first paint on, before
 * (and without) the app. A fixed column of its own: beside the WhatsApp button in the dock below
 * `xl`, centred right above it from `xl` (floating-room.ts).
 */
export function BackToTop() {
  return (
    <Stack
      id={BACK_TO_TOP_ID}
      // Marked as the floating buttons are (the print stylesheet hides them); its island started.
      data-island="floating"
      hidden
      _hidden={{ display: 'none' }}
      {...FLOATING_COLUMN}
      {...BACK_TO_TOP_PLACE}
    >
      {/* The box that pops in and out (the island animates it). */}
      <div>
        <IconButton
          aria-label={uiLabels.backToTop}
          rounded="full"
          size="lg"
          variant="subtle"
          bg="bg.panel/90"
          borderWidth="1px"
          borderColor="border"
          shadow="lg"
        >
          <LuArrowUp aria-hidden />
        </IconButton>
      </div>
    </Stack>
  );
}
