/**
 * Runs `run` once the page has next laid `element` out, in a task of its own: an intersection
 * observer's first report. Layout read then is fresh, so reading it costs nothing; read before,
 * it would lay the page out in the caller's task. (Not a timer or an animation frame: a test's
 * paused clock stops neither this nor the page.)
 */
export function afterLayout(element: Element, run: () => void): void {
  const observer = new IntersectionObserver(() => {
    observer.disconnect();
    run();
  });
  observer.observe(element);
}
