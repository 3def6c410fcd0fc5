import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  closer,
  descriptors,
  difference,
  readSizeAdjust,
  writeDescriptors,
  writeDescriptorsInPage,
} from './fallback-css';

const fontsCss = readFileSync('src/theme/fonts.css', 'utf8');

describe('the fallback faces in fonts.css', () => {
  // Published in the fonts' hhea tables: Inter 4 (2048 units) 1984 / 494, Sora (1000) 970 / 290.
  const published = {
    'Inter Fallback': { ascent: 1984 / 2048, descent: 494 / 2048, lineGap: 0 },
    'Sora Fallback': { ascent: 0.97, descent: 0.29, lineGap: 0 },
  };

  it("hold each web font's ascent, descent and line gap over the face's size-adjust", () => {
    for (const [family, metrics] of Object.entries(published)) {
      const face = fontsCss.slice(fontsCss.indexOf(`'${family}'`));
      for (const [name, value] of Object.entries(
        descriptors(readSizeAdjust(fontsCss, family), metrics),
      )) {
        const written = new RegExp(`${name}: ([\\d.]+)%`).exec(face)?.[1];
        // Within the file's rounding: Chromium reads the metrics to 0.005% (see page-layout.ts).
        expect(Number(written), `${family} ${name}`).toBeCloseTo(parseFloat(value), 1);
      }
    }
  });
});

describe('writeDescriptors', () => {
  const values = {
    'size-adjust': '110%',
    'ascent-override': '90%',
    'descent-override': '20%',
    'line-gap-override': '0%',
  };

  it("changes only the named face's numbers, in the source as in a built page", () => {
    const minified =
      "@font-face{font-family:'Sora Fallback';src:local('Arial');size-adjust:113.73%;ascent-override:85.29%;descent-override:25.5%;line-gap-override:0%}" +
      "@font-face{font-family:'Inter Fallback';src:local('Arial');size-adjust:105.91%;ascent-override:91.47%;descent-override:22.78%;line-gap-override:0%}";
    expect(writeDescriptors(minified, 'Inter Fallback', values)).toBe(
      minified.replace(
        'size-adjust:105.91%;ascent-override:91.47%;descent-override:22.78%',
        'size-adjust:110%;ascent-override:90%;descent-override:20%',
      ),
    );
    const written = writeDescriptors(fontsCss, 'Sora Fallback', values);
    expect(written.replace(/\d[\d.]*%/g, 'N')).toBe(fontsCss.replace(/\d[\d.]*%/g, 'N'));
    expect(readSizeAdjust(written, 'Sora Fallback')).toBe(1.1);
    expect(readSizeAdjust(written, 'Inter Fallback')).toBe(
      readSizeAdjust(fontsCss, 'Inter Fallback'),
    );
  });

  it('fails rather than write a face that is not there', () => {
    expect(() => writeDescriptors(fontsCss, 'Mono Fallback', values)).toThrow();
  });

  it("in a built page, changes the face's numbers in the style element that holds it, and nothing else", () => {
    const face =
      '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:105.91%;ascent-override:91.47%;descent-override:22.78%;line-gap-override:0%}';
    const page = (css: string) =>
      `<!doctype html><html><head><style>body{margin:0}</style><style data-x="1">${css}a{color:red}</style></head><body><p>size-adjust:105.91%</p></body></html>`;
    expect(writeDescriptorsInPage(page(face), 'Inter Fallback', values)).toBe(
      page(
        face.replace(
          'size-adjust:105.91%;ascent-override:91.47%;descent-override:22.78%',
          'size-adjust:110%;ascent-override:90%;descent-override:20%',
        ),
      ),
    );
    expect(() => writeDescriptorsInPage(page(''), 'Inter Fallback', values)).toThrow();
  });
});

describe('how fallbacks are compared', () => {
  it('counts lines wrapped differently and width off, for one family only', () => {
    const web = [
      { family: 'inter' as const, lines: 2, width: 300 },
      { family: 'sora' as const, lines: 1, width: 100 },
    ];
    const fallback = [
      { family: 'inter' as const, lines: 3, width: 310 },
      { family: 'sora' as const, lines: 2, width: 90 },
    ];
    expect(difference('inter', [{ web, fallback }])).toEqual({ lines: 1, width: 10 });
  });

  it('prefers less shift, then fewer lines wrapped differently, then less width off', () => {
    expect(
      closer({ shift: 0.001, lines: 9, width: 900 }, { shift: 0.002, lines: 0, width: 0 }),
    ).toBe(true);
    expect(
      closer({ shift: 0.001, lines: 1, width: 900 }, { shift: 0.001, lines: 2, width: 0 }),
    ).toBe(true);
    expect(closer({ shift: 0, lines: 1, width: 10 }, { shift: 0, lines: 1, width: 20 })).toBe(true);
    expect(closer({ shift: 0, lines: 1, width: 20 }, { shift: 0, lines: 1, width: 10 })).toBe(
      false,
    );
  });
});
