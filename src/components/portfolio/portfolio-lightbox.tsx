import { fullSize, type PortfolioSite, portfolioSection } from '../../content/portfolio';
import { portfolioImages } from '../../content/portfolio-images';
import { MediaDialog } from '../media/media-dialog';
import { ResponsivePicture } from '../media/responsive-picture';

/** The full-screen image of one website project. */
export function PortfolioLightbox({
  site,
  onClose,
}: {
  site: PortfolioSite | null;
  onClose: () => void;
}) {
  return (
    <MediaDialog
      open={site !== null}
      title={site?.title ?? ''}
      closeLabel={portfolioSection.closeLabel}
      onClose={onClose}
    >
      {site && (
        <ResponsivePicture
          sources={portfolioImages(site).full}
          alt={site.imageAlt}
          width={fullSize.width}
          height={fullSize.height}
          w="auto"
          h="auto"
          maxW="full"
          maxH="80dvh"
          mx="auto"
          rounded="lg"
        />
      )}
    </MediaDialog>
  );
}
