import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICONS_DIR, renderIcons } from './write-icons';

describe('the icon files', () => {
  const icons = renderIcons();

  it('are what the list of icons draws, one per icon (npm run icons writes them again)', () => {
    expect(readdirSync(ICONS_DIR).sort()).toEqual(Object.keys(icons).sort());
    for (const [file, svg] of Object.entries(icons)) {
      expect(readFileSync(join(ICONS_DIR, file), 'utf8'), file).toBe(svg);
    }
  });

  it('draw in black, at the size of the element they mask', () => {
    for (const svg of Object.values(icons)) {
      expect(svg).not.toContain('currentColor');
      expect(svg).not.toMatch(/<svg[^>]*\s(?:width|height)=/);
      expect(svg).toMatch(/^<svg [^>]*viewBox="[^"]+"[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });
});
