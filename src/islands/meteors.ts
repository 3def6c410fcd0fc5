/**
 * The meteor background (spec §4, §9). The timeline is the meteors machine; this module only draws its snapshot into the layer the
 * page prerendered (`MeteorLayer`), whose styles (in the prerendered CSS) key off the
 * `data-meteors` phase and each meteor's `data-meteor` kind and custom properties.
 */
import { createActor } from 'xstate';
import { type Meteor, meteorsMachine, SHOWER_DELAY_MS } from '../../machines/meteors';
import { inspected } from '../browser/inspector';
import { meteorSeed } from '../browser/meteor-random';
import { type Box, clearSky } from '../browser/sky-clip';

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
type Kind = 'prominent' | 'shower';

/** The layer's size and its sky clear of text; unmeasured, the whole layer. */
interface Sky {
  width: number;
  height: number;
  windows: Box[];
}

/** Starts the timeline in the hero's layer. */
export function start([layer]: HTMLElement[]): void {
  if (!layer) return;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const actor = createActor(
    meteorsMachine,
    inspected({ input: { reducedMotion, seed: meteorSeed() } }),
  );
  let drawn: Phase | undefined;
  let meteors: [Meteor, Kind][] = [];
  let sky: Sky | undefined;
  actor.subscribe((snapshot) => {
    const phase = snapshot.value as Phase;
    if (phase === drawn) return;
    drawn = phase;
    layer.setAttribute('data-meteors', phase);
    meteors =
      phase === 'prominent'
        ? [[PROMINENT, 'prominent']]
        : phase === 'shower'
          ? snapshot.context.meteors.map((meteor) => [meteor, 'shower'])
          : [];
    drawSky(layer, meteors, sky, false);
  });
  actor.start();
  // With reduced motion there are no meteors: no sky to keep clear.
  if (reducedMotion) return;
  keepClearOfText(layer, (measured) => {
    if (sky && JSON.stringify(measured) === JSON.stringify(sky)) return;
    sky = measured;
    drawSky(layer, meteors, sky, true);
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
 * Draws each meteor in every window of clear sky: a window clips to its rectangle and holds the
 * whole sky behind it, so a meteor shows wherever it crosses clear sky and nowhere else. Plain
 * rectangles cost the compositor nothing a frame; one clip path cut around the text (the sky less
 * its holes) made it redraw the whole layer at every frame of every flight. Drawn again for a sky
 * measured anew (`carryOn`), the meteors go on from where they were.
 */
function drawSky(
  layer: HTMLElement,
  meteors: readonly [Meteor, Kind][],
  sky: Sky | undefined,
  carryOn: boolean,
) {
  const flown = carryOn
    ? (layer.querySelector('[data-meteor]')?.getAnimations()[0]?.currentTime ?? null)
    : null;
  if (meteors.length === 0) {
    layer.replaceChildren();
    return;
  }
  const windows = (sky?.windows ?? [undefined]).map((clear) => {
    const frame = document.createElement('div');
    frame.setAttribute('data-sky', '');
    const behind = document.createElement('div');
    if (sky && clear) {
      place(frame, clear.left, clear.top, clear.right - clear.left, clear.bottom - clear.top);
      place(behind, -clear.left, -clear.top, sky.width, sky.height);
    }
    behind.append(...meteors.map(([meteor, kind]) => streak(meteor, kind)));
    frame.append(behind);
    return frame;
  });
  layer.replaceChildren(...windows);
  if (flown === null) return;
  for (const element of layer.querySelectorAll('[data-meteor]')) {
    for (const flight of element.getAnimations()) flight.currentTime = flown;
  }
}

function place(element: HTMLElement, left: number, top: number, width: number, height: number) {
  Object.assign(element.style, {
    left: `${left}px`,
    top: `${top}px`,
    width: `${width}px`,
    height: `${height}px`,
  });
}

/** One meteor: its place and timing as custom properties, its look in the layer's CSS. */
function streak(meteor: Meteor, kind: Kind): HTMLElement {
  const element = document.createElement('span');
  element.setAttribute('data-meteor', kind);
  element.style.setProperty('--meteor-top', `${meteor.top}%`);
  element.style.setProperty('--meteor-left', `${meteor.left}%`);
  element.style.setProperty('--meteor-delay', `${meteor.delay}s`);
  element.style.setProperty('--meteor-duration', `${meteor.duration}s`);
  element.style.setProperty('--meteor-length', `${meteor.length}px`);
  return element;
}
