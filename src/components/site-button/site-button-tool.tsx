/** The site chat-button maker: its form, live preview and snippet (being built). */
export function SiteButtonTool() {
  return null;
}
