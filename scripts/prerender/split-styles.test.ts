import { describe, expect, it } from 'vitest';
import { readLeaves, writeLeaves } from './css-rules.mjs';
import { firstPaintMarkup, ISLAND_ATTRIBUTE, LATER_ATTRIBUTE } from './markup.mjs';
import {
  ISLAND_ATTRIBUTE as CONTRACT_ISLAND_ATTRIBUTE,
  LATER_ATTRIBUTE as CONTRACT_LATER_ATTRIBUTE,
  STYLING_ATTRIBUTE as CONTRACT_STYLING_ATTRIBUTE,
} from '../../src/browser/page-contract';
import { STYLING_ATTRIBUTE, splitStyles } from './split-styles.mjs';

describe('readLeaves and writeLeaves', () => {
  it('read each style rule with the at-rules around it, and write the same CSS back', () => {
    const css =
      '@layer a,b;.x{content:"}";color:red}@media (min-width:1px){@layer b{.y{a:b}.z{c:d}}}' +
      '@font-face{font-family:F;src:local(A)}';
    const leaves = readLeaves(css);
    expect(leaves.map((leaf) => leaf.selector)).toEqual([
      '@layer a,b;',
      '.x',
      '.y',
      '.z',
      '@font-face',
    ]);
    expect(leaves[2]).toEqual({
      wrappers: [
        { name: 'media', params: '(min-width:1px)', prelude: '@media (min-width:1px)' },
        { name: 'layer', params: 'b', prelude: '@layer b' },
      ],
      selector: '.y',
      body: 'a:b',
      decls: [{ prop: 'a', value: 'b', start: 0, end: 3 }],
    });
    expect(leaves[1]?.decls.map(({ start, end }) => leaves[1]?.body.slice(start, end))).toEqual([
      'content:"}";',
      'color:red',
    ]);
    expect(writeLeaves(leaves)).toBe(css);
  });
});

describe('firstPaintMarkup', () => {
  it('drops the contents of the later boxes and of what is hidden, keeping the boxes', () => {
    const html =
      '<header class="css-top">Hi</header>' +
      '<section data-later="" class="css-section"><div class="css-container">' +
      '<p class="css-far">far</p><img src="x" class="css-img"/></div></section>' +
      '<dialog class="css-d"><p class="css-in">menu</p></dialog>' +
      '<div hidden class="css-h"><button class="css-b">up</button></div>' +
      '<dialog open class="css-o"><p class="css-shown">open</p></dialog>' +
      '<footer class="css-end">end</footer>';
    expect(firstPaintMarkup(html)).toBe(
      '<header class="css-top">Hi</header>' +
        '<section data-later="" class="css-section"></section>' +
        '<dialog class="css-d"></dialog><div hidden class="css-h"></div>' +
        '<dialog open class="css-o"><p class="css-shown">open</p></dialog>' +
        '<footer class="css-end">end</footer>',
    );
  });

  it('reads script contents as text', () => {
    const html = '<script>if (a<b) x("<section data-later=\\"\\">")</script><p class="css-p">x</p>';
    expect(firstPaintMarkup(html)).toBe(html);
  });

  it('names the attributes the pages mark their later boxes and their islands with', () => {
    expect(LATER_ATTRIBUTE).toBe(CONTRACT_LATER_ATTRIBUTE);
    expect(ISLAND_ATTRIBUTE).toBe(CONTRACT_ISLAND_ATTRIBUTE);
  });
});

const emotion = (css: string) => `<style data-emotion="css a b c">${css}</style>`;
const global = (css: string) => `<style data-critical-global="g">${css}</style>`;

describe('splitStyles', () => {
  const html =
    '<h2 class="css-shown">Hi</h2><section data-later="" class="css-section">' +
    '<div class="css-block"><p class="css-far" style="color:var(--inline-far)">x</p></div>' +
    '</section>';
  const styles =
    global(
      '@layer reset,tokens;@layer tokens{:where(html){--near:1px;--far:2px;--via:var(--deep);--deep:0}}',
    ) +
    emotion(
      '.css-section{padding:var(--via)}' +
        '.css-shown{--palette:red;--unused-here:blue;margin:var(--near)}' +
        '.css-shown:hover{color:var(--unused-here)}' +
        '@media (min-width:1px){.css-far{margin:var(--far)}}',
    );
  const { styles: inline, deferred } = splitStyles(styles, html);

  it('inlines the rules of what the first paint can show, the later boxes included', () => {
    expect(inline).toContain('.css-section{padding:var(--via)}');
    expect(inline).toContain('.css-shown{margin:var(--near)}');
    expect(inline).not.toContain('.css-far');
  });

  it('defers the rules of later contents and pointer states, wrappers and all', () => {
    expect(deferred).toContain('@media (min-width:1px){.css-far{margin:var(--far)}}');
    expect(deferred).toContain('.css-shown:hover{color:var(--unused-here)}');
  });

  it('keeps inline the custom properties inline rules reach, and defers the rest', () => {
    expect(inline).toContain(':where(html){--near:1px;--via:var(--deep);--deep:0}');
    expect(deferred).toContain('@layer tokens{:where(html){--far:2px;}}');
    expect(deferred).toContain('.css-shown{--palette:red;--unused-here:blue;}');
  });

  it('keeps the layer order first, and drops Emotion’s list of ids', () => {
    expect(inline.startsWith('<style data-critical-global="g">@layer reset,tokens;')).toBe(true);
    expect(inline).toContain('<style data-prerendered-css>');
    expect(inline).not.toContain('data-emotion');
  });

  it('defers the reset rules of elements the first paint has none of', () => {
    const reset = global(
      '@layer reset{h2,table{margin:0}input[type="search"]{appearance:none}h2,hr{color:red}}',
    );
    const split = splitStyles(reset + emotion('.css-shown{margin:0}'), html);
    expect(split.styles).toContain('h2,table{margin:0}');
    expect(split.styles).not.toContain('input[type="search"]');
    expect(split.styles).toContain('h2,hr{color:red}');
    expect(split.deferred).toBe('@layer reset{input[type="search"]{appearance:none}}');
  });

  it('defers the rules for what a script adds later, by an attribute no element has yet', () => {
    const sky = '<div class="css-sky" aria-label="céu de estrelas"></div>';
    const split = splitStyles(
      emotion(
        '.css-sky{position:fixed}.css-sky [data-meteor]{top:0}' +
          '.css-sky:is(:focus-visible, [data-focus-visible]){outline:auto}.css-sky [aria-label]{color:red}',
      ),
      sky,
    );
    expect(split.deferred).toBe('.css-sky [data-meteor]{top:0}');
    expect(split.styles).toContain(
      '.css-sky:is(:focus-visible, [data-focus-visible]){outline:auto}',
    );
    expect(split.styles).toContain('.css-sky [aria-label]{color:red}');
  });

  it('defers a rule that needs, anywhere, what the markup has none of', () => {
    const split = splitStyles(
      emotion(
        '.css-shown[data-pressed],[data-pressed] .css-shown{contain:paint}' +
          '.css-shown:is([data-open], [data-state=open]){color:blue}' +
          '.css-shown:is([data-open], :focus){color:red}',
      ),
      html,
    );
    expect(split.deferred).toBe(
      '.css-shown[data-pressed],[data-pressed] .css-shown{contain:paint}' +
        '.css-shown:is([data-open], [data-state=open]){color:blue}',
    );
    expect(split.styles).toContain('.css-shown:is([data-open], :focus){color:red}');
  });

  it('defers the rules of states no element of the first paint is in', () => {
    const states =
      '.css-b:is(:disabled, [disabled], [aria-disabled=true]){opacity:0.5}' +
      '.css-b:is([aria-expanded=true], [data-state=expanded]){color:red}';
    const closed = splitStyles(
      emotion(`.css-b{margin:0}${states}`),
      '<button class="css-b" aria-expanded="false">Menu</button>',
    );
    expect(closed.styles).toContain('.css-b{margin:0}');
    expect(closed.deferred).toBe(states);

    const disabledAndOpen = splitStyles(
      emotion(states),
      '<button class="css-b" aria-expanded="true" disabled>Menu</button>',
    );
    expect(disabledAndOpen.styles).toContain(states);
    expect(disabledAndOpen.deferred).toBe('');
  });

  it("defers the rules for a field's parts while the first paint has no field", () => {
    const parts =
      '*::placeholder,*[data-placeholder]{color:gray}' +
      '::-webkit-search-cancel-button{-webkit-appearance:none}';
    const sheets = global(parts) + emotion('.css-shown{margin:0}');
    expect(splitStyles(sheets, html).deferred).toBe(parts);
    for (const field of ['<input name="q">', '<textarea></textarea>']) {
      expect(splitStyles(sheets, html + field).deferred).toBe('');
    }
  });

  it('defers the rules for print, even of what the first paint shows', () => {
    const printed = splitStyles(
      global('@media print{html{print-color-adjust:exact}}') +
        emotion('.css-shown{margin:0}@media print{.css-shown{display:none}}'),
      html,
    );
    expect(printed.styles).not.toContain('@media print');
    expect(printed.deferred).toContain(
      '@media print{html{print-color-adjust:exact}.css-shown{display:none}}',
    );
  });

  it('keeps keyframes inline: their stops (0%, to) are not selectors of absent elements', () => {
    const css = '.css-a{animation:spin 1s}@keyframes spin{0%{opacity:0}to{opacity:1}}';
    const { styles } = splitStyles(emotion(css), '<div class="css-a"></div>');
    expect(styles).toContain('@keyframes spin{0%{opacity:0}to{opacity:1}}');
  });

  it('hides the later contents while the deferred sheet is on its way, moving nothing', () => {
    expect(inline).toContain(
      `[${STYLING_ATTRIBUTE}] [data-later]>*{visibility:hidden;overflow-anchor:none}`,
    );
    expect(deferred).not.toContain('visibility');
    const nothingDeferred = splitStyles(emotion('.css-shown{margin:0}'), html);
    expect(nothingDeferred.styles).not.toContain('visibility');
  });

  it('names the attribute the boot sets while the sheet is on its way', () => {
    expect(STYLING_ATTRIBUTE).toBe(CONTRACT_STYLING_ATTRIBUTE);
  });

  it('defers the rules for a class no element has (Chakra’s .dark on a page dark by tokens)', () => {
    const themed = splitStyles(
      global(':root,.light{color:red}.dark,.dark .chakra-theme:not(.light){color:blue}') +
        emotion('.css-shown{margin:0}'),
      html,
    );
    expect(themed.styles).toContain(':root,.light{color:red}');
    expect(themed.styles).not.toContain('.dark');
    expect(themed.deferred).toContain('.dark,.dark .chakra-theme:not(.light){color:blue}');
  });

  it('leaves a page without Emotion styles as it is', () => {
    expect(splitStyles(global('a{b:c}'), '<p>x</p>')).toEqual({
      styles: global('a{b:c}'),
      deferred: '',
    });
  });
});
