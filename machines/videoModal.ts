import { createSelectionDialogMachine } from './selectionDialog';

/**
 * The testimonials' video modal; `selected` is the embed URL of the video being played.
 */
export const videoModalMachine = createSelectionDialogMachine('videoModal');
