import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { uiLabels } from '../../content/ui';
import { TOAST_LIMIT } from '../../browser/toast';

/** The one toaster of the site: every toast goes through `toaster.create` (see `notify`). */
export const toaster = createToaster({
  // At the bottom, above the floating buttons (and their dock on phones): a press's answer is
  // brought to the top of the screen (the new link, the phone field and its hints), where a toast
  // would cover it.
  placement: 'bottom-end',
  offsets: {
    top: '1rem',
    left: '1rem',
    right: '1rem',
    bottom: 'calc(6rem + env(safe-area-inset-bottom))',
  },
  pauseOnPageIdle: true,
  max: TOAST_LIMIT,
});

/** Where the toasts show. */
export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        aria-label={uiLabels.toastRegion}
      >
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
