import { lazy, Suspense } from 'react';
import { useIsClient } from '../../hooks/use-is-client';
import { TOAST_DURATION_MS, type ToastKind, type ToastText } from '../../browser/toast';

// The toaster's code (Chakra's toast and its state machine) is not in the app's first code: it
// loads as the app goes live, before any press can raise a toast.
const loadToaster = () => import('./toaster-view');
const ToasterView = lazy(loadToaster);

/**
 * Raises a toast once the frame that answers the visitor's press is painted: a toast renders and
 * measures itself at once (flushSync), 70-150 ms at 4× CPU that would otherwise hold back that
 * frame (the new link, the button's own state).
 */
export function notify(kind: ToastKind, text: ToastText) {
  requestAnimationFrame(() =>
    setTimeout(() =>
      loadToaster()
        .then(({ toaster }) => {
          // A success answers what went wrong before it: the error's toast goes.
          if (kind === 'success') {
            for (const { id, type } of toaster.getVisibleToasts()) {
              if (type === 'error' && id) toaster.dismiss(id);
            }
          }
          toaster.create({ ...text, type: kind, duration: TOAST_DURATION_MS });
        })
        // Offline before it ever loaded: the press's own answer on screen says it all.
        .catch(() => {}),
    ),
  );
}

/**
 * Client-only: only the tools' app raises toasts, and the empty region it would prerender holds an
 * English label.
 */
export function Toaster() {
  const isClient = useIsClient();
  if (!isClient) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
