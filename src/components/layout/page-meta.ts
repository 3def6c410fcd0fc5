/** The page's title and description: the deepest route's `head()` meta wins. */
export interface PageMeta {
  title?: string;
  description?: string;
}

type MetaTag = { title?: string; name?: string; content?: string } | undefined;

export function pageMeta(matches: ReadonlyArray<{ meta?: ReadonlyArray<MetaTag> }>): PageMeta {
  const result: PageMeta = {};
  for (const tag of matches.flatMap((match) => match.meta ?? [])) {
    if (tag?.title) result.title = tag.title;
    if (tag?.name === 'description' && tag.content) result.description = tag.content;
  }
  return result;
}
