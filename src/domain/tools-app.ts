/**
 * The tools as an installable app that works offline: where its web app manifest and its service
 * worker are served, what the worker controls, and the manifest itself. The build writes both
 * files (scripts/pwa/); the tool pages link the manifest and register the worker.
 */
import { TOOLS_SCOPE } from '../../deploy/policy.mjs';
import { SHARE_PARAMS } from './shared-input';

/** Every tool lives here; the worker controls nothing else (never the landing page). */
export { TOOLS_SCOPE };
/**
 * At the site's root, where unhashed files are served `no-cache` (a new deploy is seen on the next
 * visit) as JavaScript; a worker may control any path below its own folder.
 */
export const TOOLS_WORKER = '/ferramentas-sw.js';
export const TOOLS_MANIFEST = '/ferramentas.webmanifest';

/** The app's icons, drawn at build from the site's favicon; `maskable` keeps a safe margin. */
export const TOOLS_ICONS = [
  { src: '/ferramentas-192.png', size: 192, purpose: 'any' },
  { src: '/ferramentas-512.png', size: 512, purpose: 'any' },
  { src: '/ferramentas-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

export interface ToolsAppText {
  name: string;
  shortName: string;
  description: string;
}

/** A tool the installed app's icon offers on a long press (the manifest's `shortcuts`). */
export interface ToolShortcut {
  name: string;
  url: string;
}

export interface ToolsAppOptions {
  text: ToolsAppText;
  /** Every tool: the app opens on one, and reaches the others from its icon. */
  shortcuts: readonly ToolShortcut[];
  /** The page the app opens on, and the one a share to the app fills in. */
  startPath: string;
  themeColor: string;
  backgroundColor: string;
}

/** The web app manifest, as JSON. */
export function toolsManifest({
  text,
  shortcuts,
  startPath,
  themeColor,
  backgroundColor,
}: ToolsAppOptions) {
  return JSON.stringify({
    id: TOOLS_SCOPE,
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: startPath,
    scope: TOOLS_SCOPE,
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: TOOLS_ICONS.map(({ src, size, purpose }) => ({
      src,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
    shortcuts: shortcuts.map(({ name, url }) => ({ name, url })),
    // Android lists the installed app in its share sheet: a shared number or text opens the link
    // creator with it (src/domain/shared-input.ts).
    share_target: {
      action: startPath,
      method: 'GET',
      enctype: 'application/x-www-form-urlencoded',
      params: Object.fromEntries(SHARE_PARAMS.map((name) => [name, name])),
    },
  });
}
