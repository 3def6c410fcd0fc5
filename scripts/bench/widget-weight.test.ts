import { describe, expect, it } from 'vitest';
import { siteButtonProblems } from '../../src/domain/site-button';
import { siteButtonSnippet } from '../../src/domain/site-button-snippet';
import { buttonAlone, everyOptionOn } from './chat-widget-options';
import { CHAT_WIDGET_GZIP_BUDGET, chatWidgetSnippets } from './widget-weight';

describe("the chat widget's snippet", () => {
  it('is made from options the maker accepts, as the maker writes it', async () => {
    expect(siteButtonProblems(everyOptionOn)).toEqual([]);
    expect(siteButtonProblems(buttonAlone)).toEqual([]);
    const { everyOption } = await chatWidgetSnippets();
    expect(everyOption.html).toBe(siteButtonSnippet(everyOptionOn));
  });

  it('weighs at most 6 KiB gzip with every option on, code, style and options together', async () => {
    const { everyOption } = await chatWidgetSnippets();
    expect(everyOption.gzip).toBeLessThanOrEqual(CHAT_WIDGET_GZIP_BUDGET);
  });

  it('is one inline script: nothing fetched from elsewhere', async () => {
    for (const { html } of Object.values(await chatWidgetSnippets())) {
      expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script>']);
      expect(html).not.toMatch(/<(link|img|iframe)\b|\bsrc=|@import|url\(/i);
    }
  });
});
