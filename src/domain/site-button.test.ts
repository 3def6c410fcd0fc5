import {
  baseSiteButton,
  chatWithTeam,
  teamChat,
  weekdayHours,
} from '../../tests/fixtures/site-button';
import fc from 'fast-check';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { qrPath } from './chat-widget/qr';
import {
  scriptJson,
  type SiteButtonOptions,
  siteButtonProblems,
  snippetHtml,
  textColorOn,
  widgetConfig,
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

const RUNTIME = 'var mount=function(c){};';

describe('siteButtonProblems', () => {
  it('finds none in a complete form', () => {
    expect(siteButtonProblems(baseSiteButton)).toEqual([]);
    expect(siteButtonProblems({ ...baseSiteButton, ...chatWithTeam, hours: weekdayHours })).toEqual(
      [],
    );
  });

  it.each<[Partial<SiteButtonOptions>, string]>([
    [{ number: '' }, 'number'],
    [{ number: '1234567' }, 'number'],
    [{ number: '1'.repeat(16) }, 'number'],
    [{ number: '+5511987654321' }, 'number'],
    [{ color: 'green' }, 'color'],
    [{ color: '#25d36' }, 'color'],
    [{ label: 'x'.repeat(41) }, 'label'],
    [{ appear: 'seconds', seconds: -1 }, 'seconds'],
    [{ appear: 'seconds', seconds: 1.5 }, 'seconds'],
    [{ appear: 'seconds', seconds: Number.NaN }, 'seconds'],
    [{ appear: 'seconds', seconds: 601 }, 'seconds'],
    [{ hours: { ...weekdayHours, days: [] } }, 'hoursDays'],
    [{ hours: { ...weekdayHours, opens: '9:00' } }, 'hoursTimes'],
    [{ hours: { ...weekdayHours, closes: '08:00' } }, 'hoursTimes'],
    [{ hours: weekdayHours, timeZone: 'Marte/Olympus' }, 'timeZone'],
    [{ team: [{ ...baseSiteButton.agent, number: '123' }] }, 'team'],
    [{ ...chatWithTeam, team: [{ ...baseSiteButton.agent, number: '5511912345678' }] }, 'team'],
    [{ ...chatWithTeam, chat: { ...teamChat, name: ' ' } }, 'chatName'],
    [{ bubble: { text: ' ', seconds: 5 } }, 'bubble'],
    [{ bubble: { text: 'Oi', seconds: 1.5 } }, 'bubbleSeconds'],
    [{ ...chatWithTeam, chat: { ...teamChat, consent: 'required' } }, 'consentText'],
    [{ trigger: '.abrir' }, 'trigger'],
    [{ trigger: 'abrir whatsapp' }, 'trigger'],
  ])('names %o as %s', (change, problem) => {
    expect(siteButtonProblems({ ...baseSiteButton, ...change })).toEqual([problem]);
  });

  it('waits up to 600 seconds, the limit included, and takes a plain class as trigger', () => {
    expect(
      siteButtonProblems({ ...baseSiteButton, appear: 'seconds', seconds: 600, trigger: 'zap-1' }),
    ).toEqual([]);
  });

  it('counts the label in characters a person sees, after trimming', () => {
    expect(siteButtonProblems({ ...baseSiteButton, label: ` ${'👍'.repeat(40)} ` })).toEqual([]);
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

  it('picks whichever text colour contrasts more with the button, always at least 4.5:1', () => {
    const hex = fc
      .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, (background) => {
        const chosen = textColorOn(background);
        const other = chosen === '#ffffff' ? '#000000' : '#ffffff';
        expect(contrast(background, chosen)).toBeGreaterThanOrEqual(contrast(background, other));
        // AA for normal text, on any colour the owner may pick.
        expect(contrast(background, chosen)).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: RUNS },
    );
  });

  it('reads dark on WhatsApp green and white on its dark teal', () => {
    expect(textColorOn('#25d366')).toBe('#000000');
    expect(textColorOn('#075e54')).toBe('#ffffff');
  });

  it('counts channels as linear light (WCAG): on #108d00, black reads better than white', () => {
    expect(contrast('#108d00', '#000000')).toBeGreaterThan(contrast('#108d00', '#ffffff'));
    expect(textColorOn('#108d00')).toBe('#000000');
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

describe('widgetConfig', () => {
  it('reads hours as minutes after midnight, in the business zone', () => {
    const config = widgetConfig({ ...baseSiteButton, hours: weekdayHours });
    expect(config.hours).toEqual({ days: [1, 2, 3, 4, 5], opens: 480, closes: 1080 });
    expect(config.zone).toBe('America/Sao_Paulo');
  });

  it('lists the main number first, named after the business when its attendant has no name', () => {
    const config = widgetConfig({
      ...baseSiteButton,
      ...chatWithTeam,
      agent: { ...baseSiteButton.agent, name: ' ' },
    });
    expect(config.people.map((person) => [person.name, person.number])).toEqual([
      ['Loja da Ana', '5511987654321'],
      ['Beto', '5511912345678'],
      ['Carla', '5521998765432'],
    ]);
    expect(config.people[1]?.hours).toEqual({ days: [1, 2, 3, 4, 5], opens: 480, closes: 1080 });
  });

  it('gives the window a QR of the main chat link, without a message that reads the page', () => {
    const withQr = widgetConfig({ ...baseSiteButton, ...chatWithTeam });
    expect(qrPath(withQr.qr).size).toBeGreaterThan(20);
    const reading = widgetConfig({ ...baseSiteButton, ...chatWithTeam, message: 'Vi {produto}' });
    const bare = widgetConfig({ ...baseSiteButton, ...chatWithTeam, message: '' });
    expect(reading.qr).toBe(bare.qr);
    expect(widgetConfig(baseSiteButton).qr).toBe('');
  });

  it('takes the colour in lower case with the text colour that reads on it', () => {
    expect(widgetConfig({ ...baseSiteButton, color: '#075E54' })).toMatchObject({
      color: '#075e54',
      ink: '#ffffff',
    });
  });
});

describe('snippetHtml', () => {
  it('is a comment and one script: the widget, then its options as data', () => {
    const snippet = snippetHtml(RUNTIME, widgetConfig(baseSiteButton));
    const comment = '<!-- Botão de WhatsApp, sem cookies -->';
    expect(snippet.startsWith(`${comment}\n<script>(function(){${RUNTIME}\nmount({`)).toBe(true);
    expect(snippet.endsWith('})})();</script>')).toBe(true);
  });

  it('keeps whatever the owner typed as data: one script element, its options read back exactly', () => {
    const texts = fc.record({ message: typed, label: typed, name: typed, greeting: typed });
    fc.assert(
      fc.property(texts, ({ message, label, name, greeting }) => {
        const options: SiteButtonOptions = {
          ...baseSiteButton,
          ...chatWithTeam,
          message,
          label,
          agent: { ...baseSiteButton.agent, name },
          chat: { ...teamChat, name: 'Loja', greeting },
        };
        const config = widgetConfig(options);
        const snippet = snippetHtml(RUNTIME, config);
        const elements = DomUtils.findAll(() => true, parseDocument(snippet).children);
        expect(elements.map((element) => element.name)).toEqual(['script']);
        const code = DomUtils.textContent(elements);
        const json = code.slice(
          code.indexOf('\nmount(') + '\nmount('.length,
          code.lastIndexOf(')})();'),
        );
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(config)));
      }),
      { numRuns: RUNS },
    );
  });
});
