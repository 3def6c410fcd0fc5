import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * No serious or critical axe violation in `scope` (the whole page when absent), each named with
 * where it is. axe runs in the page itself (its "legacy mode"): by default it opens a blank page
 * to gather every frame's results, which doubled a scan (the chat-button maker's form: 2.3 s
 * against 1.1 s). Same-origin frames are still scanned; a cross-origin one (the video player, a
 * third party's markup) is reported as untested, never as passed.
 */
export async function expectNoSeriousViolations(page: Page, scope?: string) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}
