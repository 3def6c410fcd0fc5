// Content for the Hero section (anchor #hero), the first thing a visitor sees:
// src/content/data/hero.json, and the size its picture is drawn at.
import data from './data/hero.json' with { type: 'json' };
import type { HeroFile } from './schema/files';

export interface HeroVisual {
  /** What the picture shows, for screen readers. */
  alt: string;
  /** Its CSS size on desktop; the files are rendered at twice that (scripts/images/jobs.ts). */
  width: number;
  height: number;
}

export type HeroContent = Omit<HeroFile, 'visualAlt'> & {
  /** The desktop-only picture on the hero's right (never downloaded on phones). */
  visual: HeroVisual;
};

const { visualAlt, ...text } = data as HeroFile;

export const hero: HeroContent = { ...text, visual: { alt: visualAlt, width: 400, height: 520 } };
