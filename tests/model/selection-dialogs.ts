import { lightboxMachine } from '../../machines/lightbox';
import { videoModalMachine } from '../../machines/videoModal';
import { portfolioSites } from '../../src/content/portfolio';
import { videoTestimonials } from '../../src/content/testimonials';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel } from './model';

const [site] = portfolioSites;
const [video] = videoTestimonials;

/** The open dialog is modal: nothing behind it can be clicked to open another item. */
const onlyOpenWhenClosed = (snapshot: AnyMachineSnapshot, event: EventObject) =>
  event.type !== 'dialog.open' || snapshot.matches('closed');

export const lightboxModel: MachineModel = {
  machine: lightboxMachine,
  events: [{ type: 'dialog.open', value: site?.id }, { type: 'dialog.close' }],
  filterEvents: onlyOpenWhenClosed,
};

export const videoModalModel: MachineModel = {
  machine: videoModalMachine,
  events: [{ type: 'dialog.open', value: video?.embedUrl }, { type: 'dialog.close' }],
  filterEvents: onlyOpenWhenClosed,
};
