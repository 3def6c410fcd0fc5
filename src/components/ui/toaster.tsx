import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { uiLabels } from '../../content/ui';
import { useIsClient } from '../../hooks/use-is-client';
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type ToastKind,
  type ToastText,
} from '../../browser/toast';

/** The one toaster of the site: every toast goes through `toaster.create`. */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: TOAST_LIMIT,
});

/**
 * Raises a toast once the frame that answers the visitor's press is painted: a toast renders and
 * measures itself at once (flushSync), 70-150 ms at 4× CPU that would otherwise hold back that
 * frame (the new link, the button's own state).
 */
export function notify(kind: ToastKind, text: ToastText) {
  requestAnimationFrame(() =>
    setTimeout(() => toaster.create({ ...text, type: kind, duration: TOAST_DURATION_MS })),
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
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={uiLabels.closeToast} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
