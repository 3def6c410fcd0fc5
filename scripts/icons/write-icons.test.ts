import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASSET_ICON_NAMES, iconId } from '../../src/theme/icons';
import { SPRITE_FILE, renderSprite } from './write-icons';

describe('the icon sprite', () => {
  const sprite = renderSprite();

  it('is what the list of icons draws (npm run icons writes it again)', () => {
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(sprite);
  });

  it('holds one symbol per icon, with its viewBox, in the text colour, with no size', () => {
    const symbols = sprite.match(/<symbol [^>]*>/g) ?? [];
    expect(symbols.map((symbol) => /id="([^"]+)"/.exec(symbol)?.[1])).toEqual(
      ASSET_ICON_NAMES.map(iconId),
    );
    for (const symbol of symbols) {
      expect(symbol).toMatch(/\sviewBox="[^"]+"/);
      expect(symbol).toMatch(/currentColor/);
      expect(symbol).not.toMatch(/\s(?:width|height)=/);
    }
    // The one <svg> is the file's own: the page's sprite holds the symbols alone.
    expect(sprite.match(/<svg/g)).toHaveLength(1);
  });
});
