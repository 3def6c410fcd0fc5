/** Binds an island to its elements (in document order). */
export type Island = (elements: HTMLElement[]) => void;
