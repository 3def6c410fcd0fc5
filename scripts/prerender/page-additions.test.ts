import { describe, expect, it } from 'vitest';
import { fontFaces, splitComponent, staticImports } from './page-additions.mjs';

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

describe('fontFaces', () => {
  const faces = fontFaces(CSS);

  it('puts the web fonts, whole, in the deferred styles, and no fallback', () => {
    expect(faces.url).toContain('Inter Variable');
    expect(faces.url).toContain('unicode-range:U+??,U+131');
    expect(faces.url).toContain("'JetBrains Mono Variable'");
    expect(faces.url).not.toContain('Fallback');
  });

  it('inlines the fallbacks, and no web font', () => {
    expect(faces.local).toContain('Inter Fallback');
    expect(faces.local).not.toContain('url(');
  });

  it('refuses a stylesheet without both', () => {
    expect(() => fontFaces('@font-face{src:url(/a.woff2)}')).toThrow(/fallback/);
  });
});

describe('splitComponent', () => {
  // As Vite's manifest names the components TanStack's code splitting cut from route files.
  const manifest = {
    'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-1.js' },
    'src/routes/ferramentas/route.tsx?tsr-split=component': { file: 'assets/route-2.js' },
    'src/routes/ferramentas/whatsapp-link-creator.tsx?tsr-split=component': {
      file: 'assets/whatsapp-link-creator-3.js',
    },
  };

  it("finds each matched route's component: a page, a layout's route.tsx, the index", () => {
    expect(splitComponent(manifest, '/ferramentas/whatsapp-link-creator')).toBe(
      'src/routes/ferramentas/whatsapp-link-creator.tsx?tsr-split=component',
    );
    expect(splitComponent(manifest, '/ferramentas')).toBe(
      'src/routes/ferramentas/route.tsx?tsr-split=component',
    );
    expect(splitComponent(manifest, '/')).toBe('src/routes/index.tsx?tsr-split=component');
  });

  it('finds none for the root, whose component is never split', () => {
    expect(splitComponent(manifest, '__root__')).toBeUndefined();
  });
});

describe('staticImports', () => {
  // As Vite's manifest lists a tool page's app: the entry, a library imported by another, and
  // a shared chunk that imports the entry back.
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_chakra.js', '_react.js', '_app.js'] },
    '_chakra.js': { file: 'assets/chakra-2.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-3.js' },
    '_app.js': { file: 'assets/app-4.js', imports: ['_react.js', 'index.html'] },
  };

  it('lists each file after the files it imports, so that each can be evaluated in turn', () => {
    expect([...staticImports(manifest, 'index.html')]).toEqual([
      '/assets/react-3.js',
      '/assets/chakra-2.js',
      '/assets/app-4.js',
    ]);
  });

  it('never lists the file it starts from, though a chunk imports it back', () => {
    expect([...staticImports(manifest, '_app.js')]).toEqual([
      '/assets/react-3.js',
      '/assets/chakra-2.js',
      '/assets/index-1.js',
    ]);
  });
});
