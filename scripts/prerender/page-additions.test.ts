import { describe, expect, it } from 'vitest';
import { webFontFaces } from './page-additions.mjs';

// As Vite writes the fonts' stylesheet: minified, a web font per `url()` source, and the
// metric-matched fallbacks as `local()` faces.
const CSS = [
  '@font-face{font-family:Inter Variable;font-style:normal;font-display:swap;',
  'font-weight:100 900;src:url(/assets/inter-1.woff2)format("woff2-variations");',
  'unicode-range:U+??,U+131}',
  "@font-face{font-family:'JetBrains Mono Variable';font-weight:100 800;",
  'src:url(/assets/mono-2.woff2)format("woff2-variations")}',
  '@font-face{font-family:Inter Fallback;src:local(Arial),local(Liberation Sans);',
  'size-adjust:105.91%}',
].join('');

describe('webFontFaces', () => {
  const faces = webFontFaces(CSS);

  it('hands the boot every web font, and no fallback', () => {
    expect(faces.map((face) => face.family)).toEqual(['Inter Variable', 'JetBrains Mono Variable']);
  });

  it('keeps the source and the descriptors a loaded face needs', () => {
    expect(faces[0]).toEqual({
      family: 'Inter Variable',
      source: 'url(/assets/inter-1.woff2)format("woff2-variations")',
      descriptors: { style: 'normal', weight: '100 900' },
    });
    expect(faces[1]?.descriptors).toEqual({ weight: '100 800' });
  });

  it('refuses a face it could not load', () => {
    expect(() => webFontFaces('@font-face{src:url(/a.woff2)}')).toThrow(/family/);
  });
});
