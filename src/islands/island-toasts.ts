import { ISLAND_LIVE_ATTRIBUTE } from '../boot/contract';
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToastKind, type ToastText } from '../browser/toast';

/**
 * Toasts as an island shows them before the app's toaster is live, from the region and toast an
 * island's template holds (src/components/ui/island-toast-region.tsx). `region` is taken out of
 * the template (its toast with it) and shown once the first toast is.
 */
export function islandToasts(region: HTMLElement): (kind: ToastKind, text: ToastText) => void {
  const template = region.firstElementChild;
  template?.remove();
  region.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
  return (kind, text) => {
    if (!template) return;
    const toast = template.cloneNode(true) as HTMLElement;
    toast.dataset.type = kind;
    for (const icon of toast.querySelectorAll<SVGElement>('[data-kind]')) {
      if (icon.dataset.kind !== kind) icon.remove();
    }
    const [title, description] = toast.querySelectorAll('[data-toast-text]');
    if (title) title.textContent = text.title;
    if (description) description.textContent = text.description;
    if (!region.isConnected) document.body.append(region);
    region.prepend(toast);
    while (region.children.length > TOAST_LIMIT) region.lastElementChild?.remove();
    setTimeout(() => toast.remove(), TOAST_DURATION_MS);
  };
}
