// The words of a horizontal card row (src/components/ui/scroll-row.tsx); each section names its own.

export interface ScrollRowLabels {
  /** Names the row for screen readers, e.g. 'Sites e lojas virtuais'. */
  region: string;
  /** The previous/next buttons' accessible names. */
  previous: string;
  next: string;
}
