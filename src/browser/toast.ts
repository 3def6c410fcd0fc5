export type ToastKind = 'success' | 'error';

export interface ToastText {
  title: string;
  description: string;
}

/**
 * How long a toast stays: long enough to read its two lines (the library's default for success
 * is 2 s). Hovering or focusing it pauses the timer.
 */
export const TOAST_DURATION_MS = 5000;

/** Toasts on screen at once; a new one pushes out the oldest. */
export const TOAST_LIMIT = 3;
