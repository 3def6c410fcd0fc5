import { m, useReducedMotion, type Variants } from 'framer-motion';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Spec §9: visible once 10% shows, with the viewport's bottom edge pulled in by 50 px. */
export const REVEAL_VIEWPORT = { once: true, amount: 0.1, margin: '0px 0px -50px 0px' } as const;

const variants: Variants = {
  // Hiding happens off-screen, right after mount: instantly, with nothing to watch.
  hidden: { opacity: 0, y: 24, transition: { duration: 0 } },
  visible: { opacity: 1, y: 0, transition: { duration: 0.6, ease: 'easeOut' } },
};

/**
 * Fades its content in when scrolled into view. The prerendered HTML is fully visible; only after
 * hydration is content below the fold hidden to await its entrance, so a page whose script fails
 * (or a visitor who prefers reduced motion) simply sees everything.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [awaitsEntrance, setAwaitsEntrance] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion || !element) return;
    // Measuring layout after mount is the point here: only content below the fold waits.
    if (element.getBoundingClientRect().top > window.innerHeight) setAwaitsEntrance(true);
  }, [reducedMotion]);

  return (
    <m.div
      ref={ref}
      data-reveal=""
      initial={false}
      animate={awaitsEntrance ? 'hidden' : undefined}
      whileInView="visible"
      viewport={REVEAL_VIEWPORT}
      variants={variants}
    >
      {children}
    </m.div>
  );
}
