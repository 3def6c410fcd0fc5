// The result panel and what shows below it only show after the visitor acts (the recent links,
// once storage is read): they are not in the page's first code. Their two chunks are fetched as
// the app starts (the route's loader), while it evaluates and hydrates, and the form renders them
// from its first render on (`preload`): fetched once the form was live, and shown a render after
// it, they kept a press made before then waiting about half a second more.
// Rendered from the loaded module, not through `lazy`: a lazy part suspends the first time it
// renders, loaded or not, and GERAR LINK's answer waited a round of the scheduler for it.
import { preload } from '../../hooks/use-loaded';
import { loadMore } from './load-more';

export const loadExtras = () => import('./whatsapp-link-extras');

/**
 * Starts fetching both, the answer's first: on a slow link the second would share its bandwidth.
 * Offline they fail quietly: the form asks again with each link.
 */
export function fetchExtras(): void {
  preload(loadExtras)
    .then(() => preload(loadMore))
    .catch(() => {});
}
