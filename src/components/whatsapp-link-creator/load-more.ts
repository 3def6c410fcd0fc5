// What shows below the result panel's answer, and the recent links (whatsapp-link-more.ts): apart
// from load-extras.ts, which the answer's own chunk cannot import without a cycle.
export const loadMore = () => import('./whatsapp-link-more');
