import { bundleChatWidget } from './bundle.mjs';

const ID = 'virtual:chat-widget-runtime';

/**
 * `import runtime from 'virtual:chat-widget-runtime'` gives the widget's built code as a string,
 * for the snippet the maker writes; rebuilt when a widget module changes. Plain JavaScript, so the
 * build, the tests and `scripts/run-ts.mjs` all load the same plugin.
 * @returns {import('vite').Plugin}
 */
export function chatWidgetRuntime() {
  return {
    name: 'chat-widget-runtime',
    resolveId: (source) => (source === ID ? `\0${ID}` : null),
    async load(id) {
      if (id !== `\0${ID}`) return null;
      const { code, files } = await bundleChatWidget();
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
