import { FloatingActions } from '../floating/floating-actions';
import { HydrationPart } from './hydration-part';
import { SiteFooter } from './site-footer';

/** What every page ends with: the footer and the floating buttons, each hydrated on its own. */
export function PageEnd() {
  return (
    <>
      <HydrationPart>
        <SiteFooter year={__BUILD_YEAR__} />
      </HydrationPart>
      <HydrationPart>
        <FloatingActions />
      </HydrationPart>
    </>
  );
}
