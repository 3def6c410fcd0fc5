import { AspectRatio, chakra } from '@chakra-ui/react';
import { VIDEO_DIALOG_ID } from '../../browser/page-contract';
import { testimonialsSection } from '../../content/testimonials';
import { ModalDialog } from '../ui/modal-dialog';

/**
 * The video testimonials' player dialog, closed: one of the landing page's dialogs. The island
 * (src/islands/video-modal.ts) names it after the video opened
 * and puts the player on its stage once the dialog is showing; closing removes the player, so the
 * video stops.
 */
export function VideoTestimonialModal() {
  return (
    <ModalDialog
      id={VIDEO_DIALOG_ID}
      variant="media"
      player
      title=""
      closeLabel={testimonialsSection.closeLabel}
    >
      <AspectRatio ratio={16 / 9} rounded="lg" overflow="hidden" bg="black">
        <chakra.div
          data-player-stage=""
          css={{ '& > iframe': { border: '0', w: 'full', h: 'full' } }}
        />
      </AspectRatio>
    </ModalDialog>
  );
}
