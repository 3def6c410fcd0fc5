import { videoModalMachine } from '../../machines/videoModal';
import { videoTestimonials } from '../../src/content/testimonials';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel } from './model';

const [video] = videoTestimonials;

/** An open dialog is modal: nothing behind it can be clicked to open another item. */
export const onlyOpenWhenClosed = (snapshot: AnyMachineSnapshot, event: EventObject) =>
  event.type !== 'dialog.open' || snapshot.matches('closed');

export const videoModalModel: MachineModel = {
  machine: videoModalMachine,
  events: [{ type: 'dialog.open', value: video?.embedUrl }, { type: 'dialog.close' }],
  filterEvents: onlyOpenWhenClosed,
};
