import { MenuDialog } from '../menu/site-menu';
import { PortfolioLightbox } from '../portfolio/portfolio-lightbox';
import { VideoTestimonialModal } from '../testimonials/video-testimonial-modal';

/** The landing page's dialogs, closed: they come after its first paint (see `dialogs` in src/router.tsx). */
export function LandingDialogs() {
  return (
    <>
      <MenuDialog />
      <PortfolioLightbox />
      <VideoTestimonialModal />
    </>
  );
}
