/**
 * The portfolio's lightbox: a press on a project opens it. The behaviour is the lightbox machine's;
 * this module binds it to the projects' buttons (each marked as the island's, paired with
 * `portfolioSites` in order) and to the lightbox (`PortfolioLightbox`, closed in the page).
 * Fitted, a tap or click zooms into that spot and a sideways swipe steps to the neighbour; zoomed,
 * the image pans with native scrolling, and by dragging with a mouse. Arrow keys step through the
 * projects; inside the zoomed area they pan instead.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { lightboxMachine } from '../../machines/lightbox';
import { inspected } from '../browser/inspector';
import { controlModalDialog } from '../browser/modal-dialog';
import { LIGHTBOX_DIALOG_ID } from '../browser/page-contract';
import { portfolioSection, portfolioSites } from '../content/portfolio';
import { type ImageSources, portfolioImages } from '../content/portfolio-images';

/** How far (px) a finger travels sideways before it counts as a swipe rather than a tap. */
const SWIPE_DISTANCE = 50;
/** How far (px) a mouse may wander during a click that still counts as a click. */
const CLICK_SLOP = 6;

type Point = { x: number; y: number };

const labels = portfolioSection.lightbox;

/**
 * Fills a `ResponsivePicture` in, or empties it (`null`: it loads nothing). With `double`, a
 * screen of 2× or more loads that file instead, for as many image pixels as it has.
 */
function showImage(
  view: HTMLElement,
  sources: ImageSources | null,
  alt: string,
  double?: ImageSources,
) {
  const source = view.querySelector('source');
  const image = view.querySelector('img');
  if (!source || !image) return;
  if (sources) {
    source.srcset = double ? `${sources.avif} 1x, ${double.avif} 2x` : sources.avif;
    if (double) image.srcset = `${sources.webp} 1x, ${double.webp} 2x`;
    image.src = sources.webp;
  } else {
    source.removeAttribute('srcset');
    image.removeAttribute('srcset');
    image.removeAttribute('src');
  }
  image.alt = alt;
}

const PART_NAMES = ['zoom', 'fitted', 'zoomed', 'counter', 'previous', 'next'] as const;
type Parts = Record<(typeof PART_NAMES)[number], HTMLElement> & {
  dialog: HTMLDialogElement;
  title: HTMLElement;
};

/** The lightbox's parts, once its markup is in the document. */
function findParts(): Parts | null {
  const dialog = document.getElementById(LIGHTBOX_DIALOG_ID);
  const title = dialog?.querySelector('h2');
  if (!(dialog instanceof HTMLDialogElement) || !title) return null;
  const parts: Partial<Parts> = { dialog, title };
  for (const name of PART_NAMES) {
    const element = dialog.querySelector<HTMLElement>(`[data-lightbox="${name}"]`);
    if (!element) return null;
    parts[name] = element;
  }
  return parts as Parts;
}

export function start(projects: HTMLElement[]): void {
  const parts = findParts();
  if (!parts) return;
  const { dialog, title, zoom, fitted, zoomed, counter, previous, next } = parts;

  const lightbox = createActor(
    lightboxMachine,
    inspected({ input: { items: portfolioSites.map((site) => site.id) } }),
  );
  const control = controlModalDialog(dialog, {
    onClose: () => lightbox.send({ type: 'dialog.close' }),
  });
  const isZoomed = () => lightbox.getSnapshot().matches({ open: 'zoomed' });
  // The spot to centre once zoomed, as fractions of the image's size: where the visitor tapped.
  let zoomTarget: Point = { x: 0.5, y: 0.5 };

  let shown: { selected: string | null; zoomed: boolean } = { selected: null, zoomed: false };
  function render(snapshot: SnapshotFrom<typeof lightboxMachine>) {
    const { selected } = snapshot.context;
    const zoomedNow = snapshot.matches({ open: 'zoomed' });
    if (selected === shown.selected && zoomedNow === shown.zoomed) return;
    const siteChanged = selected !== shown.selected;
    shown = { selected, zoomed: zoomedNow };
    const index = portfolioSites.findIndex((site) => site.id === selected);
    const site = portfolioSites[index];
    const images = site ? portfolioImages(site) : null;
    if (siteChanged) {
      showImage(fitted, images?.full ?? null, site?.imageAlt ?? '');
      // Filled only once zoomed: a sharper file a visitor who never zooms does not download.
      showImage(zoomed, null, '');
    }
    if (zoomedNow && images) showImage(zoomed, images.full, site?.imageAlt ?? '', images.zoom);
    if (!site) {
      control.hide();
      return;
    }
    title.textContent = site.title;
    counter.textContent = labels.counter(index + 1, portfolioSites.length);
    zoom.setAttribute('aria-pressed', String(zoomedNow));
    // Focus inside the view about to hide (the zoomed area) stays in the dialog, on the toggle.
    const hiding = zoomedNow ? fitted : zoomed;
    if (hiding.contains(document.activeElement)) zoom.focus();
    hiding.hidden = true;
    (zoomedNow ? zoomed : fitted).hidden = false;
    control.show();
    if (zoomedNow) {
      const { x, y } = zoomTarget;
      zoomTarget = { x: 0.5, y: 0.5 };
      zoomed.scrollLeft = x * zoomed.scrollWidth - zoomed.clientWidth / 2;
      zoomed.scrollTop = y * zoomed.scrollHeight - zoomed.clientHeight / 2;
    }
  }
  lightbox.subscribe(render);
  lightbox.start();

  zoom.addEventListener('click', () => lightbox.send({ type: 'lightbox.zoom' }));
  previous.addEventListener('click', () => lightbox.send({ type: 'lightbox.previous' }));
  next.addEventListener('click', () => lightbox.send({ type: 'lightbox.next' }));
  dialog.addEventListener('keydown', (event) => {
    if (event.target === zoomed) return;
    if (event.key === 'ArrowRight') lightbox.send({ type: 'lightbox.next' });
    else if (event.key === 'ArrowLeft') lightbox.send({ type: 'lightbox.previous' });
    else return;
    event.preventDefault();
  });
  for (const view of [fitted, zoomed]) bindPointer(view);

  /** Taps zoom (into the spot tapped), swipes step, a mouse drags the zoomed image around. */
  function bindPointer(view: HTMLElement) {
    let pointerStart: Point | null = null;
    let scrollStart: Point = { x: 0, y: 0 };
    let moved = false;
    view.addEventListener('pointerdown', (event) => {
      pointerStart = { x: event.clientX, y: event.clientY };
      scrollStart = { x: zoomed.scrollLeft, y: zoomed.scrollTop };
      moved = false;
    });
    view.addEventListener('pointermove', (event) => {
      if (!pointerStart) return;
      const dx = event.clientX - pointerStart.x;
      const dy = event.clientY - pointerStart.y;
      if (Math.hypot(dx, dy) > CLICK_SLOP) moved = true;
      // Touch pans natively; a mouse drags the zoomed image around.
      if (isZoomed() && event.pointerType === 'mouse') {
        zoomed.scrollLeft = scrollStart.x - dx;
        zoomed.scrollTop = scrollStart.y - dy;
      }
    });
    view.addEventListener('pointerup', (event) => {
      const start = pointerStart;
      pointerStart = null;
      if (!start || isZoomed()) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
      moved = true;
      lightbox.send({ type: dx < 0 ? 'lightbox.next' : 'lightbox.previous' });
    });
    view.addEventListener('pointercancel', () => {
      pointerStart = null;
    });
    view.addEventListener('click', (event) => {
      if (moved) return;
      const image = view.querySelector('img')?.getBoundingClientRect();
      if (!isZoomed() && image && image.width > 0 && image.height > 0) {
        zoomTarget = {
          x: (event.clientX - image.left) / image.width,
          y: (event.clientY - image.top) / image.height,
        };
      }
      lightbox.send({ type: 'lightbox.zoom' });
    });
  }

  projects.forEach((project, index) => {
    const site = portfolioSites[index];
    if (!site) return;
    project.addEventListener('click', () => lightbox.send({ type: 'dialog.open', value: site.id }));
  });
}
