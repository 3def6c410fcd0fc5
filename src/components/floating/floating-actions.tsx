import { IconButton, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { AnimatePresence, m } from 'framer-motion';
import { useEffect } from 'react';
import { FaWhatsapp } from 'react-icons/fa6';
import { LuArrowUp } from 'react-icons/lu';
import { backToTopMachine } from '../../../machines/backToTop';
import { whatsappChatUrl } from '../../content/contact';
import { uiLabels } from '../../content/ui';
import { inspected } from '../../browser/inspector';
import { LinkButton } from '../ui/link-button';
import { FLOATING_ACTIONS_BOTTOM } from './floating-room';

const pop = {
  initial: { opacity: 0, scale: 0.6 },
  animate: { opacity: 1, scale: 1 },
  exit: { opacity: 0, scale: 0.6 },
};

/** Bottom-right: 'back to top' once the page is scrolled past the threshold, and WhatsApp always. */
export function FloatingActions() {
  const backToTop = useActorRef(
    backToTopMachine.provide({
      // `auto` follows the page's CSS: smooth, or instant for visitors who prefer reduced motion.
      actions: { scrollToTop: () => window.scrollTo({ top: 0, behavior: 'auto' }) },
    }),
    inspected(),
  );
  const showBackToTop = useSelector(backToTop, (state) => state.matches('visible'));

  useEffect(() => {
    const report = () => backToTop.send({ type: 'page.scroll', scrollY: window.scrollY });
    report();
    window.addEventListener('scroll', report, { passive: true });
    return () => window.removeEventListener('scroll', report);
  }, [backToTop]);

  return (
    <Stack
      // The print stylesheet finds the buttons by this mark.
      data-floating-actions=""
      position="fixed"
      bottom={FLOATING_ACTIONS_BOTTOM}
      right={{ base: '4', md: '6' }}
      zIndex="sticky"
      gap="3"
      align="center"
    >
      <AnimatePresence>
        {showBackToTop && (
          <m.div key="back-to-top" {...pop}>
            <IconButton
              aria-label={uiLabels.backToTop}
              onClick={() => backToTop.send({ type: 'backToTop.activate' })}
              rounded="full"
              size="lg"
              variant="subtle"
              bg="bg.panel/90"
              borderWidth="1px"
              borderColor="border"
              shadow="lg"
            >
              <LuArrowUp aria-hidden />
            </IconButton>
          </m.div>
        )}
      </AnimatePresence>
      <LinkButton
        href={whatsappChatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={uiLabels.floatingWhatsapp}
        colorPalette="whatsapp"
        rounded="full"
        size="2xl"
        px="0"
        shadow="lg"
      >
        <FaWhatsapp aria-hidden />
      </LinkButton>
    </Stack>
  );
}
