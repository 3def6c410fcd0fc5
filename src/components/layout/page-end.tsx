import { BackToTop } from '../floating/back-to-top';
import { FloatingActions } from '../floating/floating-actions';
import { SiteFooter } from './site-footer';

/** What every page ends with: the footer and the floating buttons. */
export function PageEnd() {
  return (
    <>
      <SiteFooter year={__BUILD_YEAR__} />
      <FloatingActions />
      <BackToTop />
    </>
  );
}
