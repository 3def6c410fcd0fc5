import { ISLAND_ATTRIBUTE } from '../boot/contract';
// Every island by name (`data-island="<name>"`) → its module here; the build makes each an entry.
import entries from './entries.json';

interface Island {
  start: (element: HTMLElement) => void;
}

/** This folder's modules, loaded on demand; `entries.json` names the island each one is. */
const modules = import.meta.glob<Island>(['./*.ts', '!./index.ts']);
const islandEntries: Record<string, string> = entries;

/** Starts the islands (in `vite dev`, where no boot script does). */
export function startRemainingIslands(): void {
  const started = window.__boot?.islands ?? [];
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const load = modules[`./${islandEntries[name]}.ts`];
    if (!load || started.includes(name)) continue;
    started.push(name);
    void load().then((island) => island.start(element));
  }
}
