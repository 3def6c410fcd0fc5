import { describe, expect, it } from 'vitest';
import { adoptPrerenderedStyles } from './adopt-prerendered-styles';

/** The markup's elements as `querySelectorAll` would find them: only their classes matter. */
function rootWith(classLists: string[][]): ParentNode {
  const elements = classLists.map((classes) => ({ classList: classes }));
  return { querySelectorAll: () => elements } as unknown as ParentNode;
}

describe('adoptPrerenderedStyles', () => {
  it('marks every class of the cache’s key in the markup as inserted, and nothing else', () => {
    const cache = { key: 'css', inserted: {} as Record<string, string | true | undefined> };
    adoptPrerenderedStyles(cache, rootWith([['css-abc1'], ['chakra-text', 'css-def2', 'other-x']]));
    expect(cache.inserted).toEqual({ abc1: true, def2: true });
  });
});
