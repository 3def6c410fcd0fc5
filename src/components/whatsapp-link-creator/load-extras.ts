// The result panel (with the QR code) and the recent links only show after the visitor acts, or
// once storage is read: they are not in the page's first code. Their chunk is fetched as the app
// starts (the route's loader), while the app evaluates and hydrates: fetched only once the form
// was live, it kept a press made before then waiting about a third of a second more.
// Rendered from the loaded module, not through `lazy`: a lazy part suspends the first time it
// renders, loaded or not, and GERAR LINK's answer waited a round of the scheduler for it.
export const loadExtras = () => import('./whatsapp-link-extras');

/** Starts fetching the extras. Offline it fails quietly: the form asks again with each link. */
export function fetchExtras(): void {
  loadExtras().catch(() => {});
}
