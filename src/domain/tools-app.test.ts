import { describe, expect, it } from 'vitest';
import { TOOLS_SCOPE, toolsManifest } from './tools-app';

const manifest = (shortcuts: { name: string; url: string }[]) =>
  JSON.parse(
    toolsManifest({
      text: { name: 'Ferramentas Exemplo', shortName: 'Ferramentas', description: 'Duas.' },
      shortcuts,
      startPath: '/ferramentas/a',
      themeColor: '#000000',
      backgroundColor: '#000000',
    }),
  );

describe('the tools app manifest', () => {
  it('offers each tool as a shortcut, in the order given, with just its name and address', () => {
    const tools = [
      { name: 'Ferramenta A', url: '/ferramentas/a' },
      { name: 'Ferramenta B', url: '/ferramentas/b' },
    ];
    expect(manifest(tools).shortcuts).toEqual(tools);
  });

  it('opens on its start page, within the tools scope, and takes shares there', () => {
    const app = manifest([]);
    expect(app).toMatchObject({
      id: TOOLS_SCOPE,
      scope: TOOLS_SCOPE,
      start_url: '/ferramentas/a',
      share_target: { action: '/ferramentas/a', method: 'GET' },
      shortcuts: [],
    });
  });

  it('installs as a standalone Portuguese app with the icon sizes browsers ask for', () => {
    expect(manifest([])).toMatchObject({
      lang: 'pt-BR',
      dir: 'ltr',
      display: 'standalone',
      icons: [
        { src: '/ferramentas-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/ferramentas-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/ferramentas-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    });
  });

  it('takes a share as a GET form whose fields keep the names the share sheet sends', () => {
    expect(manifest([]).share_target).toEqual({
      action: '/ferramentas/a',
      method: 'GET',
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    });
  });
});
