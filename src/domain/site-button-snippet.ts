import runtime from 'virtual:chat-widget-runtime';
import { type SiteButtonOptions, snippetHtml, widgetConfig } from './site-button';

/** The snippet to paste; call only when `siteButtonProblems` found none. */
export function siteButtonSnippet(options: SiteButtonOptions): string {
  return snippetHtml(runtime, widgetConfig(options));
}
