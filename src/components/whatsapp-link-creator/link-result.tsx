import { Box } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type ComponentProps, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { whatsappLinkCreatorMachine } from '../../../machines/whatsappLinkCreator';
import { revealPanel } from '../../browser/reveal-panel';
import { WhatsAppLinkResult } from './whatsapp-link-result';

export type LinkCreatorActor = ActorRefFrom<typeof whatsappLinkCreatorMachine>;

interface Props extends Omit<
  ComponentProps<typeof WhatsAppLinkResult>,
  'copying' | 'sharing' | 'ref'
> {
  actor: LinkCreatorActor;
  /** Counts the machine's asks to bring the panel into view: each new one is answered. */
  revealRequests: number;
}

/**
 * Reads the clipboard's and the share sheet's progress here: 'Copiar' re-renders the result, not
 * the form. Brings its answer (the link and its buttons) into view when asked: small screens show
 * it below the fold. Asked before its code was in, it answers as it first shows.
 */
export function LinkResult({ actor, revealRequests, ...result }: Props) {
  const copying = useSelector(actor, (state) => state.matches('copying'));
  const sharing = useSelector(actor, (state) => state.matches('sharing'));
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (revealRequests === 0) return;
    const frame = requestAnimationFrame(() => panel.current && revealPanel(panel.current));
    return () => cancelAnimationFrame(frame);
  }, [revealRequests]);
  return (
    // It rises into place, shown from the press's own frame: a fade from transparent hid it for
    // as long as that frame's follow-up work took. CSS, not framer-motion: setting up its animation
    // took 40 ms of the press's frame at 4× CPU.
    <Box
      animationName="slide-from-bottom"
      animationDuration="moderate"
      _motionReduce={{ animation: 'none' }}
    >
      <WhatsAppLinkResult {...result} ref={panel} copying={copying} sharing={sharing} />
    </Box>
  );
}
