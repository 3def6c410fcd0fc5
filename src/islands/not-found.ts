/** The not-found page: the broken link's path goes to the console, where monitoring sees it. */
export function start(): void {
  console.error('404 Error: User attempted to access non-existent route:', location.pathname);
}
