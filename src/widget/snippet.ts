import type { WidgetConfig } from '../domain/chat-widget/config';
import { mountChatWidget } from './runtime';

/**
 * What the pasted snippet calls. Some platforms put "custom code" in the page's head, where there
 * is no body yet: then the widget waits for it.
 */
export default function mount(config: WidgetConfig): void {
  if (document.body) mountChatWidget(config);
  else document.addEventListener('DOMContentLoaded', () => mountChatWidget(config));
}
