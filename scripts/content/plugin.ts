// Stops the build (and shows the dev server's error overlay) while a content file breaks its
// schema: bad content never reaches a page. Vite's config loads this chain of modules itself, so
// each import names its file in full.
import type { Plugin } from 'vite';
import { contentReport } from './check.ts';

const CONTENT_FILE = /\/src\/content\/(?:data|media)\//;

export function contentCheck(): Plugin {
  let root = '';
  return {
    name: 'content-check',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      const report = contentReport(root);
      if (report) this.error(report);
    },
    // While editing: each save is checked again, and a problem shows over the page.
    hotUpdate({ file }) {
      if (!CONTENT_FILE.test(file)) return;
      const report = contentReport(root);
      if (report) {
        this.environment.hot.send({
          type: 'error',
          err: { message: report, stack: '', plugin: 'content-check', id: file },
        });
        return [];
      }
    },
  };
}
