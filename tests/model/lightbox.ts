import { lightboxMachine } from '../../machines/lightbox';
import { portfolioSites } from '../../src/content/portfolio';
import type { MachineModel } from './model';
import { onlyOpenWhenClosed } from './selection-dialogs';

const [site] = portfolioSites;

/** The portfolio's projects, as the section hands them to the lightbox. */
export const lightboxInput = { items: portfolioSites.map((s) => s.id) };

export const lightboxModel: MachineModel = {
  machine: lightboxMachine,
  inputs: [lightboxInput],
  events: [
    { type: 'dialog.open', value: site?.id },
    { type: 'lightbox.next' },
    { type: 'lightbox.previous' },
    { type: 'lightbox.zoom' },
    { type: 'dialog.close' },
  ],
  filterEvents: onlyOpenWhenClosed,
};
