/**
 * 'Voltar ao topo': it appears once the page is scrolled past the threshold and takes the visitor
 * back up. The behaviour is the backToTop machine's; this module binds it to the page's scroll and
 * to the button (`BackToTop`, hidden in the page), which it pops in and out.
 */
import { createActor } from 'xstate';
import { backToTopMachine } from '../../machines/backToTop';
import { afterLayout } from '../browser/after-layout';
import { inspected } from '../browser/inspector';
import { tabStops } from '../browser/modal-focus';

/** In and out: fading and growing from 60% (without the growing for reduced motion). */
const POP_MS = 200;
const popFrames = (reduced: boolean): Keyframe[] => [
  { opacity: 0, ...(reduced ? {} : { transform: 'scale(0.6)' }) },
  { opacity: 1, ...(reduced ? {} : { transform: 'scale(1)' }) },
];

export function start([column]: HTMLElement[]): void {
  const button = column?.querySelector('button');
  const pop = button?.parentElement;
  if (!column || !button || !pop) return;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;

  const backToTop = createActor(
    backToTopMachine.provide({
      // `auto` follows the page's CSS: smooth, or instant for visitors who prefer reduced motion.
      // By keyboard, focus goes up too (the button hides under it): to the page's first stop.
      actions: {
        scrollToTop: () => {
          window.scrollTo({ top: 0, behavior: 'auto' });
          if (button.matches(':focus-visible'))
            tabStops(document.body)[0]?.focus({ preventScroll: true });
        },
      },
    }),
    inspected(),
  );
  let shown = false;
  backToTop.subscribe((snapshot) => {
    const visible = snapshot.matches('visible');
    if (visible === shown) return;
    shown = visible;
    if (visible) column.hidden = false;
    const popping = pop.animate(popFrames(reduced), {
      duration: POP_MS,
      easing: 'ease-out',
      direction: visible ? 'normal' : 'reverse',
    });
    void popping.finished.then(() => {
      if (!shown) column.hidden = true;
    });
  });
  backToTop.start();

  const report = () => backToTop.send({ type: 'page.scroll', scrollY: window.scrollY });
  addEventListener('scroll', report, { passive: true });
  // Where a page restored or opened at an anchor starts: `scrollY` lays the page out first.
  afterLayout(document.body, report);
  button.addEventListener('click', () => backToTop.send({ type: 'backToTop.activate' }));
}
