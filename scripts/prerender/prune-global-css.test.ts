import { describe, expect, it } from 'vitest';
import { pruneGlobalStyles, wholeGlobalSheet } from './prune-global-css.mjs';

const globalTag = (css: string) => `<style data-emotion="css-global abc">${css}</style>`;
const pageTag = (css: string) => `<style data-emotion="css x1">${css}</style>`;

const GLOBAL = [
  '@layer tokens{:where(html){--c-used:var(--c-base);--c-base:#000;--c-unused:#fff;',
  '--anim-spin:spin 1s linear infinite;--anim-ping:ping 1s}}',
  '@layer base{body{color:var(--c-body)}:root{--c-body:red}}',
  '@keyframes spin{0%{opacity:0}100%{opacity:1}}@keyframes fade{from{opacity:0}to{opacity:1}}',
  '@keyframes ping{0%{opacity:0}}@keyframes meteor{0%{opacity:1}}',
  '@-webkit-keyframes spin{0%{opacity:0}}@-webkit-keyframes fade{from{opacity:0}}',
].join('');

describe('pruneGlobalStyles', () => {
  const styles = globalTag(GLOBAL) + pageTag('.x1{color:var(--c-used);animation:meteor 1s}');
  const pruned = pruneGlobalStyles(styles, '<div style="animation: var(--anim-spin)"></div>');

  it('keeps the custom properties the page reaches, through other properties too', () => {
    expect(pruned).toContain('--c-used:var(--c-base)');
    expect(pruned).toContain('--c-base:#000');
    expect(pruned).toContain('--c-body:red');
    expect(pruned).toContain('--anim-spin:spin 1s linear infinite');
    expect(pruned).not.toContain('--c-unused');
    expect(pruned).not.toContain('--anim-ping');
  });

  it('keeps only the keyframes something names', () => {
    expect(pruned).toContain('@keyframes spin{');
    expect(pruned).toContain('@keyframes meteor{');
    expect(pruned).not.toContain('@keyframes fade{');
    expect(pruned).not.toContain('@keyframes ping{');
  });

  it('treats the prefixed copy of a keyframes like the keyframes', () => {
    expect(pruned).toContain('@-webkit-keyframes spin{');
    expect(pruned).not.toContain('@-webkit-keyframes fade{');
  });

  it('leaves the page’s own styles alone', () => {
    expect(pruned).toContain(pageTag('.x1{color:var(--c-used);animation:meteor 1s}'));
  });

  it('renames the global tag: Emotion never takes the pruned copy for the whole sheet', () => {
    expect(pruned).toContain('<style data-critical-global="abc">');
    expect(pruned).not.toContain('data-emotion="css-global');
  });

  it('reads escaped property names (Chakra writes 0.5 as 0\\.5) like any other', () => {
    const escaped = globalTag(':where(html){--s-0\\.5:2px;--s-1\\.5:6px}');
    const kept = pruneGlobalStyles(escaped + pageTag('.x1{gap:var(--s-0\\.5)}'), '');
    expect(kept).toContain('--s-0\\.5:2px');
    expect(kept).not.toContain('--s-1\\.5');
  });
});

describe('wholeGlobalSheet', () => {
  it('is every global tag’s CSS, unpruned, and nothing of the page’s own', () => {
    const styles = globalTag('@layer reset;') + pageTag('.x1{color:red}') + globalTag(GLOBAL);
    expect(wholeGlobalSheet(styles)).toBe(`@layer reset;${GLOBAL}`);
  });
});
