import { AspectRatio, chakra } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { videoModalMachine } from '../../../machines/videoModal';
import { testimonialsSection, videoTestimonials } from '../../content/testimonials';
import { useIsClient } from '../../hooks/use-is-client';
import { ModalDialog } from '../ui/modal-dialog';

/** The embedded player; it exists only while the modal is open, so closing stops the video. */
export function VideoTestimonialModal({
  modal,
}: {
  modal: ActorRefFrom<typeof videoModalMachine>;
}) {
  const embedUrl = useSelector(modal, (state) => state.context.selected);
  const hydrated = useIsClient();
  const video = videoTestimonials.find((candidate) => candidate.embedUrl === embedUrl) ?? null;
  // The player comes in a background render once the dialog is painted: creating its frame held
  // back the opening's first paint. Closing removes it at once.
  const deferredVideo = useDeferredValue(video);
  const player = video && deferredVideo;
  // Rendered closed once the page is live, so an opening only shows it.
  if (!hydrated) return null;

  return (
    <ModalDialog
      variant="media"
      open={video !== null}
      title={video ? `${video.name} · ${video.business}` : ''}
      closeLabel={testimonialsSection.closeLabel}
      onClose={() => modal.send({ type: 'dialog.close' })}
    >
      {video && (
        <AspectRatio ratio={16 / 9} rounded="lg" overflow="hidden" bg="black">
          {player ? (
            <chakra.iframe
              src={`${player.embedUrl}?autoplay=1&rel=0`}
              title={testimonialsSection.playLabel(player.name)}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              border="0"
            />
          ) : (
            <span />
          )}
        </AspectRatio>
      )}
    </ModalDialog>
  );
}
