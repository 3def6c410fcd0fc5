/**
 * Marks a tool page: it registers the tools' service worker (src/islands/offline-tools.ts), so the
 * tools install as an app and work offline. An element of its own that holds no button: the boot
 * keeps presses on buttons inside an island's element for that island, and this one answers none.
 */
export function InstallableTool() {
  return <span data-island="offline" hidden />;
}
