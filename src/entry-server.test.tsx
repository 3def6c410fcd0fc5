import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderedWhole } from './entry-server';

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
