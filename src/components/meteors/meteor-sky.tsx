import { Box } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { AnimatePresence, m } from 'framer-motion';
import { useState } from 'react';
import { type Meteor, meteorsMachine, SHOWER_DELAY_MS } from '../../../machines/meteors';
import { meteorSeed } from '../../browser/meteor-random';
import { useIsClient } from '../../hooks/use-is-client';
import { MeteorStreak } from './meteor-streak';
import { inspected } from '../../browser/inspector';

/** The prominent meteor: big and bright, one crossing of the sky during its 4 s on stage. */
const PROMINENT: Meteor = {
  id: -1,
  top: 6,
  left: 30,
  delay: 0,
  duration: SHOWER_DELAY_MS / 1000,
  length: 320,
};

const fade = { initial: { opacity: 0 }, animate: { opacity: 1 }, exit: { opacity: 0 } };

/**
 * The meteor background (spec §4, §9). Random and timed, so it exists only in the browser: the
 * prerendered HTML has no meteors and hydration has nothing to disagree about.
 */
export function MeteorSky() {
  return useIsClient() ? <MeteorTimeline /> : null;
}

function MeteorTimeline() {
  // Read once: the machine takes its input when it starts, and re-reading would be wasted work.
  const [input] = useState(() => ({
    reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    seed: meteorSeed(),
  }));
  const meteors = useActorRef(meteorsMachine, inspected({ input }));
  const phase = useSelector(meteors, (state) => state.value);
  const shower = useSelector(meteors, (state) => state.context.meteors);

  return (
    <Box
      aria-hidden
      position="fixed"
      inset="0"
      overflow="hidden"
      pointerEvents="none"
      zIndex="0"
      data-meteors={phase}
    >
      <AnimatePresence>
        {phase === 'prominent' && (
          <m.div key="prominent" {...fade}>
            <MeteorStreak meteor={PROMINENT} prominent />
          </m.div>
        )}
        {phase === 'shower' && (
          <m.div key="shower" {...fade}>
            {shower.map((meteor) => (
              <MeteorStreak key={meteor.id} meteor={meteor} />
            ))}
          </m.div>
        )}
      </AnimatePresence>
    </Box>
  );
}
