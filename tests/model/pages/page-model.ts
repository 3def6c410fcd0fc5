import type { Locator, Page } from '@playwright/test';
import type { MachineModel, ModelEvent } from '../model';

/** How a machine's model is played in the browser. */
export interface PageModel {
  model: MachineModel;
  route: string;
  /** Screenshot the whole page rather than the viewport. */
  fullPage?: boolean;
  /** Screenshot this element alone (a tool whose page around it belongs to other tests). */
  element?: (page: Page) => Locator;
  /** Time-driven machines run on a paused page clock, which their events advance. */
  frozenClock?: boolean;
  /** Whether the page prefers reduced motion, from the path's input (default: it does). */
  reducedMotion?: (input: unknown) => boolean;
  /**
   * Events after which the page cannot go on as the machine would in a walk (tests/model/tours.ts):
   * a chunk loaded once is not requested again, so the next one could not be held.
   */
  endsWalk?: readonly string[];
  /** Set up before the page loads, from the path's input (a seed, a clipboard the test answers). */
  prepare?: (page: Page, input: unknown) => Promise<void>;
  /** Brings the loaded page to where the machine starts (a link generated first, say). */
  arrive?: (page: Page) => Promise<void>;
  /** What makes each event happen: a user action, a clock tick, the clipboard's answer. */
  events: Readonly<Record<string, (page: Page, event: ModelEvent) => Promise<void>>>;
  /** What proves the page is in each visual state, wherever a path reaches it. */
  states: Readonly<Record<string, (page: Page) => Promise<void>>>;
  /** Console errors a path causes on purpose (a request failed as on a lost connection). */
  expectedConsole?: readonly RegExp[];
  /** What to hold still before a state's baseline is taken (a toast, a section in view). */
  stills?: Readonly<Record<string, (page: Page) => Promise<void>>>;
}
