import { baseSiteButton, weekdayHours } from '../../tests/fixtures/site-button';
import fc from 'fast-check';
import { DomUtils, parseDocument } from 'htmlparser2';
import postcss, { type AtRule, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import {
  scriptJson,
  type SiteButtonOptions,
  siteButtonProblems,
  siteButtonSnippet,
  textColorOn,
} from './site-button';

const RUNS = Number(process.env.FC_RUNS ?? 300);

/** Any text a visitor may type, markup, quotes, emoji and line separators included. */
const typed = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom(
    '</script><img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    "'; alert(1); //",
    '<!-- -->',
    '\u2028\u2029',
    '&amp; &lt;',
  ),
);

const textOf = DomUtils.textContent;

/** The snippet as a browser's parser reads it: its elements in document order. */
function parse(snippet: string) {
  const all = DomUtils.findAll(() => true, parseDocument(snippet).children);
  const anchor = all.find((element) => element.name === 'a');
  const script = all.find((element) => element.name === 'script');
  return { all, anchor, script };
}

describe('siteButtonProblems', () => {
  it('finds none in a complete form', () => {
    expect(siteButtonProblems(baseSiteButton)).toEqual([]);
    expect(
      siteButtonProblems({ ...baseSiteButton, hours: weekdayHours, showAfterScroll: 300 }),
    ).toEqual([]);
  });

  it.each<[Partial<SiteButtonOptions>, string]>([
    [{ number: '' }, 'number'],
    [{ number: '1234567' }, 'number'],
    [{ number: '1'.repeat(16) }, 'number'],
    [{ number: '+5511987654321' }, 'number'],
    [{ number: '5511987654321 ' }, 'number'],
    [{ color: 'green' }, 'color'],
    [{ color: '#25d36' }, 'color'],
    [{ label: 'x'.repeat(41) }, 'label'],
    [{ showAfterScroll: -1 }, 'scroll'],
    [{ showAfterScroll: 1.5 }, 'scroll'],
    [{ showAfterScroll: Number.NaN }, 'scroll'],
    [{ showAfterScroll: 20_001 }, 'scroll'],
    [{ hours: { ...weekdayHours, days: [] } }, 'hoursDays'],
    [{ hours: { ...weekdayHours, closes: '08:00' } }, 'hoursTimes'],
    [{ hours: { ...weekdayHours, opens: '24:00' } }, 'hoursTimes'],
    [{ hours: { ...weekdayHours, opens: '8:00' } }, 'hoursTimes'],
    [{ hours: { ...weekdayHours, timeZone: 'Lua/Base' } }, 'timeZone'],
    [{ hours: { ...weekdayHours, timeZone: '' } }, 'timeZone'],
  ])('%o is a %s problem', (change, problem) => {
    expect(siteButtonProblems({ ...baseSiteButton, ...change })).toEqual([problem]);
  });

  it('takes a scroll of up to 20 000 px, the limit included', () => {
    expect(siteButtonProblems({ ...baseSiteButton, showAfterScroll: 20_000 })).toEqual([]);
  });

  it('counts the label in characters a person sees, after trimming', () => {
    expect(siteButtonProblems({ ...baseSiteButton, label: `  ${'é'.repeat(40)}  ` })).toEqual([]);
    expect(siteButtonProblems({ ...baseSiteButton, label: '👋'.repeat(40) })).toEqual([]);
  });
});

describe('textColorOn', () => {
  /** WCAG contrast of two colours given as `#rrggbb`, computed here from the definition. */
  function contrast(a: string, b: string): number {
    const luminance = (hex: string) => {
      const [r, g, bl] = [1, 3, 5].map((at) => {
        const c = parseInt(hex.slice(at, at + 2), 16) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    };
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  }

  it('picks whichever text colour contrasts more with the button', () => {
    const hex = fc
      .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, (background) => {
        const chosen = textColorOn(background);
        const other = chosen === '#ffffff' ? '#111111' : '#ffffff';
        expect(contrast(background, chosen)).toBeGreaterThanOrEqual(contrast(background, other));
      }),
      { numRuns: RUNS },
    );
  });

  it('reads dark on WhatsApp green and white on its dark teal', () => {
    expect(textColorOn('#25d366')).toBe('#111111');
    expect(textColorOn('#075e54')).toBe('#ffffff');
  });

  it('counts a channel near black as linear light (WCAG), which keeps white on #108d00', () => {
    expect(contrast('#108d00', '#ffffff')).toBeGreaterThan(contrast('#108d00', '#111111'));
    expect(textColorOn('#108d00')).toBe('#ffffff');
  });
});

describe('scriptJson', () => {
  it('is the same value to JSON.parse and never a character that ends a script or a string', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const json = scriptJson({ text });
        expect(JSON.parse(json)).toEqual({ text });
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('siteButtonSnippet', () => {
  it('is only a style, the link and its icon when no option needs a script', () => {
    const { all, anchor, script } = parse(siteButtonSnippet(baseSiteButton));
    expect(all.map((element) => element.name)).toEqual(['style', 'a', 'svg', 'path', 'span']);
    expect(script).toBeUndefined();
    expect(anchor?.attribs.href).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1!%20Vim%20pelo%20site.',
    );
    expect(anchor?.attribs.rel).toBe('noopener');
  });

  it('names an icon-only button for screen readers', () => {
    const { anchor } = parse(siteButtonSnippet({ ...baseSiteButton, label: '   ' }));
    expect(anchor?.attribs['aria-label']).toBe('Conversar no WhatsApp');
    expect(anchor && textOf(anchor)).toBe('');
  });

  it.each<[Partial<SiteButtonOptions>]>([
    [{ showAfterScroll: 300 }],
    [{ hours: weekdayHours }],
    [{ includePage: true }],
  ])('adds its script only for %o', (change) => {
    expect(parse(siteButtonSnippet({ ...baseSiteButton, ...change })).script).toBeDefined();
  });

  it('keeps whatever the visitor typed as text: the parser finds no element it did not expect', () => {
    const options = fc.record({ message: typed, label: typed, includePage: fc.boolean() });
    fc.assert(
      fc.property(options, ({ message, label, includePage }) => {
        const snippet = siteButtonSnippet({
          ...baseSiteButton,
          message,
          label,
          includePage,
          hours: weekdayHours,
        });
        const { all, anchor, script } = parse(snippet);
        const names = all.map((element) => element.name);
        const expected = ['style', 'a', 'svg', 'path', ...(label.trim() ? ['span'] : []), 'script'];
        expect(names).toEqual(expected);
        expect(anchor && textOf(anchor)).toBe(label.trim());
        const text = new URL(anchor?.attribs.href ?? '').searchParams.get('text');
        expect(text ?? '').toBe(message.trim() === '' ? '' : message);
        // The script's data says the message back, exactly.
        const config = /var c=(.*?),a=document/.exec(script ? textOf(script) : '')?.[1] ?? 'null';
        expect(JSON.parse(config)).toMatchObject({ page: includePage ? { message } : null });
      }),
      { numRuns: RUNS },
    );
  });

  it('puts the chosen side, colour and readable text colour in its style', () => {
    const snippet = siteButtonSnippet({ ...baseSiteButton, side: 'left', color: '#075E54' });
    expect(snippet).toContain('left:20px');
    expect(snippet).not.toContain('right:20px');
    expect(snippet).toContain('background:#075e54;color:#ffffff');
  });

  it('opens with a comment saying what it is, one element a line', () => {
    const lines = (options: Partial<SiteButtonOptions>) =>
      siteButtonSnippet({ ...baseSiteButton, ...options }).split('\n');
    const comment = '<!-- Botão de WhatsApp: sem scripts de fora, sem cookies -->';
    expect(lines({})).toEqual([
      comment,
      expect.stringMatching(/^<style>.*<\/style>$/),
      expect.stringMatching(/^<a .*<\/a>$/),
    ]);
    expect(lines({ includePage: true })).toEqual([
      comment,
      expect.stringMatching(/^<style>/),
      expect.stringMatching(/^<a /),
      expect.stringMatching(/^<script>.*<\/script>$/),
    ]);
  });

  it('names a labelled button by its label alone', () => {
    expect(parse(siteButtonSnippet(baseSiteButton)).anchor?.attribs).not.toHaveProperty(
      'aria-label',
    );
  });
});

/** The snippet's CSS, as a stylesheet parser reads it. */
function styleOf(change: Partial<SiteButtonOptions> = {}) {
  const { all } = parse(siteButtonSnippet({ ...baseSiteButton, ...change }));
  const style = all.find((element) => element.name === 'style');
  const root = postcss.parse(style ? textOf(style) : '');
  const declarations = (rule: Rule | AtRule) =>
    Object.fromEntries(
      (rule.nodes ?? []).flatMap((node) => (node.type === 'decl' ? [[node.prop, node.value]] : [])),
    );
  const rules = new Map<string, Record<string, string>>();
  root.each((node) => {
    if (node.type === 'rule') rules.set(node.selector, declarations(node));
  });
  const media = root.nodes.flatMap((node) =>
    node.type === 'atrule' && node.name === 'media'
      ? [
          {
            query: node.params,
            rules: (node.nodes ?? []).map((rule) => ({
              selector: (rule as Rule).selector,
              ...declarations(rule as Rule),
            })),
          },
        ]
      : [],
  );
  return { rules, media };
}

describe("the snippet's style", () => {
  it('floats a round, readable button above the page at the chosen corner', () => {
    expect(styleOf().rules.get('.zap-chat-button')).toEqual({
      position: 'fixed',
      bottom: '20px',
      right: '20px',
      'z-index': '2147483000',
      display: 'inline-flex',
      'align-items': 'center',
      gap: '8px',
      'box-sizing': 'border-box',
      'min-height': '56px',
      padding: '0 20px 0 16px',
      'border-radius': '28px',
      background: '#25d366',
      color: '#111111',
      font: '600 16px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
      'text-decoration': 'none',
      'box-shadow': '0 4px 14px rgba(0,0,0,.25)',
    });
  });

  it('pads an icon-only button evenly', () => {
    expect(styleOf({ label: '' }).rules.get('.zap-chat-button')).toMatchObject({
      padding: '0 16px',
    });
  });

  it('lights up on hover, shows keyboard focus, sizes the icon and hides when the script says so', () => {
    const { rules } = styleOf();
    expect(rules.get('.zap-chat-button:hover')).toEqual({ filter: 'brightness(1.08)' });
    expect(rules.get('.zap-chat-button:focus-visible')).toEqual({
      outline: '3px solid #111',
      'outline-offset': '3px',
    });
    expect(rules.get('.zap-chat-button svg')).toEqual({
      width: '24px',
      height: '24px',
      fill: 'currentColor',
      flex: 'none',
    });
    expect(rules.get('.zap-chat-button[hidden]')).toEqual({ display: 'none' });
  });

  it.each<[SiteButtonOptions['devices'], { query: string; rules: object[] }[]]>([
    ['all', []],
    [
      'phones',
      [{ query: '(min-width:768px)', rules: [{ selector: '.zap-chat-button', display: 'none' }] }],
    ],
    [
      'computers',
      [{ query: '(max-width:767px)', rules: [{ selector: '.zap-chat-button', display: 'none' }] }],
    ],
  ])('for %s, hides the button on the other screens only', (devices, media) => {
    expect(styleOf({ devices }).media).toEqual(media);
  });
});

/** The options the snippet's script reads, as its JSON says them. */
function scriptConfig(change: Partial<SiteButtonOptions>): unknown {
  const { script } = parse(siteButtonSnippet({ ...baseSiteButton, ...change }));
  return JSON.parse(/var c=(.*?),a=document/.exec(script ? textOf(script) : '')?.[1] ?? 'null');
}

describe("the snippet's script data", () => {
  it('gives the opening hours as minutes after midnight, in the business time zone', () => {
    expect(scriptConfig({ hours: weekdayHours })).toEqual({
      scroll: 0,
      hours: { days: [1, 2, 3, 4, 5], opens: 8 * 60, closes: 18 * 60, zone: 'America/Sao_Paulo' },
      page: null,
    });
    const lateNight = { ...weekdayHours, opens: '22:30', closes: '02:15' };
    expect(scriptConfig({ hours: lateNight })).toMatchObject({
      hours: { opens: 22 * 60 + 30, closes: 2 * 60 + 15 },
    });
  });

  it('waits for the scroll without hours, and builds the page link from the bare chat link', () => {
    expect(scriptConfig({ showAfterScroll: 300 })).toEqual({
      scroll: 300,
      hours: null,
      page: null,
    });
    expect(scriptConfig({ includePage: true })).toEqual({
      scroll: 0,
      hours: null,
      page: { base: 'https://wa.me/5511987654321', message: 'Olá! Vim pelo site.' },
    });
  });
});
