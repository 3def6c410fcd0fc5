import { IconButton, Stack } from '@chakra-ui/react';
import { LuArrowUp } from 'react-icons/lu';
import { BACK_TO_TOP_ID } from '../../browser/page-contract';
import { uiLabels } from '../../content/ui';
import { islandOf } from '../ui/island';
import { BACK_TO_TOP_PLACE, FLOATING_COLUMN } from './floating-room';

/**
 * 'Voltar ao topo', hidden until its island (src/islands/back-to-top.ts) shows it, once the page
 * is scrolled past the threshold. A fixed column of its own: beside the WhatsApp button in the dock below
 * `xl`, centred right above it from `xl` (floating-room.ts).
 */
export function BackToTop() {
  return (
    <Stack
      id={BACK_TO_TOP_ID}
      {...islandOf('back-to-top')}
      data-floating=""
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
