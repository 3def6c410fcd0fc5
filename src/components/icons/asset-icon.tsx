import sprite from '../../assets/icons.svg?raw';
import { ICON_SPRITE_ATTRIBUTE } from '../../browser/page-contract';
import { useIsClient } from '../../hooks/use-is-client';
import { type AssetIconName, iconId, spriteSymbols } from '../../theme/icons';

interface AssetIconProps {
  name: AssetIconName;
  /** Width and height, like a react-icons icon's `size`. */
  size?: string;
}

/**
 * An icon drawn in the text's colour from its symbol in the page's sprite (`<IconSprite>`): the
 * page carries each icon's paths once, at its end, and each icon is a reference to them. No file
 * is fetched and no image document made per icon, so an icon shows as soon as its block does.
 * For icons below the fold; those in the first viewport stay inline react-icons, painted with
 * the page before the sprite arrives. An `<svg>` still, so containers that size their icons
 * (`& svg`) size it too. Decorative, like every icon here: the control around it has the label.
 */
export function AssetIcon({ name, size = '1em' }: AssetIconProps) {
  return (
    // Attributes, not styles, as react-icons sets them: a container's icon sizing still wins.
    <svg aria-hidden width={size} height={size}>
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}

/** The sprite's container is the page's. */
const symbols = spriteSymbols(sprite);

/**
 * Every icon's symbol, once in each page, after its content (so none of it is in the first
 * round trip), or with the dialogs a page fetches after its paint (src/entry-server.tsx).
 * `afterHydration`: added by the app once it is live, and not in the page's HTML, whose every byte
 * Lighthouse's simulated load waits for (it took the chat-button maker's page past TCP's first
 * window). Hidden: a symbol draws only where it is used.
 */
export function IconSprite({ afterHydration }: { afterHydration: boolean }) {
  const isClient = useIsClient();
  if (afterHydration && !isClient) return null;
  return (
    <div hidden {...{ [ICON_SPRITE_ATTRIBUTE]: '' }}>
      <svg dangerouslySetInnerHTML={{ __html: symbols }} />
    </div>
  );
}
