import { createSelectionDialogMachine } from './selectionDialog';

/**
 * The portfolio's full-screen image lightbox; `selected` is the id of the website project shown.
 */
export const lightboxMachine = createSelectionDialogMachine('lightbox');
