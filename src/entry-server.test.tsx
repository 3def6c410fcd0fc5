import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_SPRITE_ATTRIBUTE } from './browser/page-contract';
import { tool } from './content/tools';
import { renderPage, renderedWhole } from './entry-server';

function Broken(): never {
  throw new Error('sem dados');
}

describe('a prerendered page', () => {
  it('is its markup when React rendered all of it', async () => {
    const tree = (
      <Suspense fallback="…">
        <p>Olá</p>
      </Suspense>
    );
    const markup = renderToString(tree);
    await expect(renderedWhole(markup, tree, '/')).resolves.toBe(markup);
  });

  it('stops the build, naming the page and the error, when React left a part to the browser', async () => {
    const tree = (
      <main>
        <Suspense fallback="…">
          <Broken />
        </Suspense>
      </main>
    );
    // renderToString itself succeeds: it ships the fallback and says nothing.
    const markup = renderToString(tree);
    await expect(renderedWhole(markup, tree, '/privacidade')).rejects.toThrow(
      '/privacidade: part of the page failed to render: sem dados',
    );
  });
});

describe('the icon sprite', () => {
  it('comes with the dialogs a page fetches after its paint, out of its HTML', async () => {
    const landing = await renderPage('/');
    expect(landing.document).toContain('<use href="#icon-');
    expect(landing.document).not.toContain(ICON_SPRITE_ATTRIBUTE);
    expect(landing.dialogs).toContain(ICON_SPRITE_ATTRIBUTE);
  });

  it('is in the HTML of a content page with no dialogs', async () => {
    const privacy = await renderPage('/privacidade');
    expect(privacy.dialogs).toBe('');
    expect(privacy.document).toContain(ICON_SPRITE_ATTRIBUTE);
  });

  it('is left to the app on a tool page, out of its HTML', async () => {
    const maker = await renderPage(tool('site-button').path);
    expect(maker.document).toContain('<use href="#icon-');
    expect(maker.document).not.toContain(ICON_SPRITE_ATTRIBUTE);
  });
});
