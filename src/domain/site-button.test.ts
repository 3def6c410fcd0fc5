import { baseSiteButton, weekdayHours } from '../../tests/fixtures/site-button';
import fc from 'fast-check';
import { DomUtils, parseDocument } from 'htmlparser2';
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
});
