/**
 * `source` with each span `[start, end)` replaced by its text; spans must not overlap.
 * @param {string} source @param {Array<{ start: number, end: number, text: string }>} edits
 */
export function replaceSpans(source, edits) {
  let result = '';
  let from = 0;
  for (const { start, end, text } of [...edits].sort((a, b) => a.start - b.start)) {
    result += source.slice(from, start) + text;
    from = end;
  }
  return result + source.slice(from);
}
