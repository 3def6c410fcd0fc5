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
});
