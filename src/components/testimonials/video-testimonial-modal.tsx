import { AspectRatio, chakra } from '@chakra-ui/react';
import { testimonialsSection, type VideoTestimonial } from '../../content/testimonials';
import { MediaDialog } from '../media/media-dialog';

/** The embedded player; it exists only while the modal is open, so closing stops the video. */
export function VideoTestimonialModal({
  video,
  onClose,
}: {
  video: VideoTestimonial | null;
  onClose: () => void;
}) {
  return (
    <MediaDialog
      open={video !== null}
      title={video ? `${video.name} · ${video.business}` : ''}
      closeLabel={testimonialsSection.closeLabel}
      onClose={onClose}
    >
      {video && (
        <AspectRatio ratio={16 / 9} rounded="lg" overflow="hidden" bg="black">
          <chakra.iframe
            src={`${video.embedUrl}?autoplay=1&rel=0`}
            title={testimonialsSection.playLabel(video.name)}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            border="0"
          />
        </AspectRatio>
      )}
    </MediaDialog>
  );
}
