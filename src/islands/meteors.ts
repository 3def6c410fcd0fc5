/**
 * The meteor background (spec §4, §9). The timeline is the meteors machine; this module only
 * draws its snapshot into the layer the page prerendered (`MeteorLayer`), whose styles (in the
 * prerendered CSS) key off the `data-meteors` phase and each meteor's kind and custom properties.
 */
import { createActor } from 'xstate';
import { type Meteor, meteorsMachine, SHOWER_DELAY_MS } from '../../machines/meteors';
import { inspected } from '../browser/inspector';
import { meteorSeed } from '../browser/meteor-random';
import { type Box, clearSky, windowsCrossed } from '../browser/sky-clip';

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
type Streak = { meteor: Meteor; kind: 'prominent' | 'shower' };

/** The layer's size and the sky in it clear of text. */
type Sky = { width: number; height: number; windows: Box[] };

/** Starts the timeline in the hero's layer. */
export function start([layer]: HTMLElement[]): void {
  if (!layer) return;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const actor = createActor(
    meteorsMachine,
    inspected({ input: { reducedMotion, seed: meteorSeed() } }),
  );
  let drawn: Phase | undefined;
  let meteors: Streak[] = [];
  let sky: Sky | undefined;
  actor.subscribe((snapshot) => {
    const phase = snapshot.value as Phase;
    if (phase === drawn) return;
    drawn = phase;
    layer.setAttribute('data-meteors', phase);
    meteors =
      phase === 'prominent'
        ? [{ meteor: PROMINENT, kind: 'prominent' }]
        : phase === 'shower'
          ? snapshot.context.meteors.map((meteor) => ({ meteor, kind: 'shower' }))
          : [];
    if (sky) drawSky(layer, meteors, sky, null);
  });
  actor.start();
  // With reduced motion there are no meteors: no sky to keep clear.
  if (reducedMotion) return;
  keepClearOfText(layer, (measured) => {
    if (JSON.stringify(measured) === JSON.stringify(sky)) return;
    sky = measured;
    // Drawn again, the meteors go on from where they were in their flight.
    const flown = layer.querySelector('[data-meteor]')?.getAnimations()[0]?.currentTime;
    drawSky(layer, meteors, sky, flown ?? null);
  });
}

/**
 * Measures the sky clear of every block of text and every picture over the layer (the hero's, and
 * the header's laid over it), again whenever the layer or one of them changes size. Whole blocks,
 * not their lines: a block's box does not change when a web font swaps in for its metric-matched
 * fallback, and its lines do. The layer scrolls with them, so scrolling changes nothing.
 */
function keepClearOfText(layer: HTMLElement, measured: (sky: Sky) => void): void {
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
    const { width, height } = origin;
    measured({ width, height, windows: clearSky(width, height, boxes) });
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

/**
 * Draws each meteor in every window of clear sky its flight crosses: a window clips to its
 * rectangle and holds the sky behind it, so a meteor shows wherever it crosses clear sky and
 * nowhere else. Plain rectangles cost the compositor nothing a frame; one clip path cut around the
 * text (the sky less its holes) made it redraw the whole layer at every frame of every flight.
 */
function drawSky(layer: HTMLElement, meteors: Streak[], sky: Sky, flown: CSSNumberish | null) {
  const px = (left: number, top: number, width: number, height: number) =>
    `left:${left}px;top:${top}px;width:${width}px;height:${height}px`;
  layer.replaceChildren(
    ...windowsCrossed(sky, meteors).map(({ window: { left, top, right, bottom }, crossing }) => {
      const frame = document.createElement('div');
      frame.setAttribute('data-sky', '');
      frame.style.cssText = px(left, top, right - left, bottom - top);
      const behind = frame.appendChild(document.createElement('div'));
      behind.style.cssText = px(-left, -top, sky.width, sky.height);
      behind.append(...crossing.map(streak));
      return frame;
    }),
  );
  if (flown === null) return;
  for (const meteor of layer.querySelectorAll('[data-meteor]')) {
    for (const flight of meteor.getAnimations()) flight.currentTime = flown;
  }
}

/** One meteor: its place and timing as custom properties, its look in the layer's CSS. */
function streak({ meteor, kind }: Streak): HTMLElement {
  const element = document.createElement('span');
  element.setAttribute('data-meteor', kind);
  element.style.setProperty('--meteor-top', `${meteor.top}%`);
  element.style.setProperty('--meteor-left', `${meteor.left}%`);
  element.style.setProperty('--meteor-delay', `${meteor.delay}s`);
  element.style.setProperty('--meteor-duration', `${meteor.duration}s`);
  element.style.setProperty('--meteor-length', `${meteor.length}px`);
  return element;
}
