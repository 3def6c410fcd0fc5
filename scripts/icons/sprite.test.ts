import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { spriteIcons } from '../../src/components/icons/sprite-icons';
import { renderSprite, SPRITE_PATH } from './sprite';

describe('the icon sprite', () => {
  it('is what the list of icons draws (npm run icons:sprite writes it again)', () => {
    expect(readFileSync(SPRITE_PATH, 'utf8')).toBe(renderSprite());
  });

  it('holds one symbol per icon, sized by its user', () => {
    const sprite = renderSprite();
    for (const name of Object.keys(spriteIcons)) expect(sprite).toContain(`<symbol id="${name}" `);
    expect(sprite).not.toMatch(/<symbol[^>]*\s(?:width|height)=/);
  });
});
