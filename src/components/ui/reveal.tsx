import { useAnimate } from 'framer-motion/mini';
import { type ReactNode, useLayoutEffect } from 'react';

/**
 * A part a toggle has just opened: it fades in from a little above, so the eye follows where it
 * came from. framer-motion's animator for the DOM alone (the browser's own animations, about
 * 4 KB), which loads with the part, never with the page's first code. Shown at once with
 * reduced motion.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const [scope, animate] = useAnimate<HTMLDivElement>();
  // Before the first paint: the part never shows in its place before it moves.
  useLayoutEffect(() => {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    animate(
      scope.current,
      { opacity: [0, 1], transform: ['translateY(-0.5rem)', 'none'] },
      { duration: 0.2, ease: 'easeOut' },
    );
  }, [animate, scope]);
  return <div ref={scope}>{children}</div>;
}
