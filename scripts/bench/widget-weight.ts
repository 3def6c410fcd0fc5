// What the chat widget's snippet weighs as a site owner pastes it: HTML, CSS and JS are one
// inline script, so the snippet's bytes are the widget's whole cost on the wire.
import { gzipSync } from 'node:zlib';
import { type SiteButtonOptions, snippetHtml, widgetConfig } from '../../src/domain/site-button';
import { buttonAlone, everyOptionOn } from './chat-widget-options';
import { bundleChatWidget } from '../widget/bundle.mjs';

/** The snippet with every option on stays within 6 KiB gzip. */
export const CHAT_WIDGET_GZIP_BUDGET = 6 * 1024;

export interface SnippetWeight {
  readonly name: string;
  readonly html: string;
  /** UTF-8 bytes as pasted. */
  readonly raw: number;
  /** gzip at Node's default level, as a server compresses the page that carries it. */
  readonly gzip: number;
}

/**
 * Writes snippets as the maker does (`siteButtonSnippet`), from the widget's code built here: no
 * Vite plugin needed, so any script can run it.
 */
export async function snippetWriter(): Promise<(options: SiteButtonOptions) => string> {
  const { code } = await bundleChatWidget();
  return (options) => snippetHtml(code, widgetConfig(options));
}

/** The heaviest snippet the maker writes and the lightest. */
export async function chatWidgetSnippets(): Promise<
  Record<'everyOption' | 'buttonAlone', SnippetWeight>
> {
  const snippet = await snippetWriter();
  const weigh = (name: string, options: SiteButtonOptions): SnippetWeight => {
    const html = snippet(options);
    return { name, html, raw: Buffer.byteLength(html), gzip: gzipSync(html).length };
  };
  return {
    everyOption: weigh('Every option on', everyOptionOn),
    buttonAlone: weigh('The button alone (fewest options)', buttonAlone),
  };
}
