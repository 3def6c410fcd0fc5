import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

/** The widget's entry: the module the snippet's code is built from. */
export const WIDGET_ENTRY = fileURLToPath(new URL('../../src/widget/snippet.ts', import.meta.url));

/**
 * The chat widget's code as the snippet carries it: one minified script that defines `mount`.
 * Built from the same modules the maker's preview runs, so both draw the same widget.
 * @returns {Promise<{ code: string, files: string[] }>}
 */
export async function bundleChatWidget() {
  const result = await build({
    input: WIDGET_ENTRY,
    write: false,
    logLevel: 'silent',
    output: { format: 'iife', name: 'mount', minify: true },
  });
  const [chunk] = result.output;
  // The minifier's purity notes help only later bundlers; the snippet is the last stop.
  const code = chunk.code.replaceAll('/* @__PURE__ */ ', '').trim();
  return { code, files: chunk.moduleIds.filter((id) => !id.startsWith('\0')) };
}
