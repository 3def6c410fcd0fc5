/**
 * The meteor background (spec §4, §9). The timeline is the meteors machine; this module only draws its snapshot into the layer the
 * page prerendered (`MeteorLayer`), whose styles (in the prerendered CSS) key off the
 * `data-meteors` phase and each meteor's `data-meteor` kind and custom properties.
 */
import { createActor } from 'xstate';
import { type Meteor, meteorsMachine, SHOWER_DELAY_MS } from '../../machines/meteors';
import { inspected } from '../browser/inspector';
import { meteorSeed } from '../browser/meteor-random';
import { skyClipPath } from '../browser/sky-clip';

/** The prominent meteor: big and bright, one crossing of the sky during its 4 s on stage. */
const PROMINENT: Meteor = {
  id: -1,
  top: 6,
  left: 30,
  delay: 0,
  duration: SHOWER_DELAY_MS / 1000,
  length: 320,
};

type Phase = 'waiting' | 'prominent' | 'shower' | 'off';

/** Starts the timeline in the hero's layer. */
export function start([layer]: HTMLElement[]): void {
  if (!layer) return;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const actor = createActor(
    meteorsMachine,
    inspected({ input: { reducedMotion, seed: meteorSeed() } }),
  );
  let drawn: Phase | undefined;
  actor.subscribe((snapshot) => {
    const phase = snapshot.value as Phase;
    if (phase === drawn) return;
    drawn = phase;
    layer.setAttribute('data-meteors', phase);
    const meteors =
      phase === 'prominent'
        ? [streak(PROMINENT, 'prominent')]
        : phase === 'shower'
          ? snapshot.context.meteors.map((meteor) => streak(meteor, 'shower'))
          : [];
    layer.replaceChildren(...meteors);
  });
  actor.start();
  // With reduced motion there are no meteors: no sky to keep clear.
  if (!reducedMotion) keepClearOfText(layer);
}

/**
 * Cuts every block of text and every picture over the layer (the hero's, and the header's laid
 * over it) out of the sky, again whenever the layer or one of them changes size. Whole blocks, not
 * their lines: a block's box does not change when a web font swaps in for its metric-matched
 * fallback, and its lines do. The layer scrolls with them, so scrolling changes nothing.
 */
function keepClearOfText(layer: HTMLElement): void {
  const roots = [layer.parentElement, document.querySelector('header')].filter(
    (root): root is HTMLElement => root !== null,
  );
  let blocks: Element[] | undefined;
  // Read as the page renders, when its styles and layout are fresh: read at start, the blocks'
  // styles and boxes would lay the whole page out in the islands' task.
  const resized = new ResizeObserver(() => {
    if (!blocks) {
      blocks = roots.flatMap((root) => blocksOver(layer, root));
      for (const block of blocks) resized.observe(block);
    }
    const origin = layer.getBoundingClientRect();
    const boxes = blocks.map((block) => {
      const { left, top, right, bottom } = block.getBoundingClientRect();
      return {
        left: left - origin.left,
        top: top - origin.top,
        right: right - origin.left,
        bottom: bottom - origin.top,
      };
    });
    layer.style.clipPath = skyClipPath(origin.width, origin.height, boxes);
  });
  resized.observe(layer);
}

/** The boxes in `root` that hold text (each text's nearest box that is not inline) or a picture. */
function blocksOver(layer: HTMLElement, root: HTMLElement): Element[] {
  const blocks = new Set<Element>(
    [...root.querySelectorAll('img, svg')].filter((picture) => !layer.contains(picture)),
  );
  const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    let block = node.parentElement;
    while (block && block !== root && getComputedStyle(block).display === 'inline') {
      block = block.parentElement;
    }
    if (node.nodeValue?.trim() && block) blocks.add(block);
  }
  return [...blocks];
}

/** One meteor: its place and timing as custom properties, its look in the layer's CSS. */
function streak(meteor: Meteor, kind: 'prominent' | 'shower'): HTMLElement {
  const element = document.createElement('span');
  element.setAttribute('data-meteor', kind);
  element.style.setProperty('--meteor-top', `${meteor.top}%`);
  element.style.setProperty('--meteor-left', `${meteor.left}%`);
  element.style.setProperty('--meteor-delay', `${meteor.delay}s`);
  element.style.setProperty('--meteor-duration', `${meteor.duration}s`);
  element.style.setProperty('--meteor-length', `${meteor.length}px`);
  return element;
}
