import { FloatingActions } from '../floating/floating-actions';
import { HydrationMarker } from './hydration-marker';
import { HydrationPart } from './hydration-part';
import { SiteFooter } from './site-footer';

/**
 * What every page ends with: the footer and the floating buttons, each hydrated on its own, and
 * the hydration mark. The mark lives in the page, not the root: a page's code loads apart from
 * the root's, so the root commits before the page's parts exist to be waited for.
 */
export function PageEnd() {
  return (
    <>
      <HydrationMarker />
      <HydrationPart>
        <SiteFooter year={__BUILD_YEAR__} />
      </HydrationPart>
      <HydrationPart>
        <FloatingActions />
      </HydrationPart>
    </>
  );
}
