import { chakra } from '@chakra-ui/react';
import type { AssetIconName } from '../../theme/icons';

/** Each icon's URL by name: Vite emits every file of src/assets/icons as an asset of its own. */
const ICON_URLS = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../assets/icons/*.svg', {
      eager: true,
      query: '?no-inline',
      import: 'default',
    }),
  ).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]),
) as Record<AssetIconName, string>;

interface AssetIconProps {
  name: AssetIconName;
  /** Width and height, like a react-icons icon's `size`. */
  size?: string;
}

/**
 * An icon painted in the text's colour through its own image asset (a CSS mask): the page carries
 * a class, not the icon's paths, and the image is fetched only once the icon is rendered, so an
 * icon in a block skipped at load costs nothing until the block nears the viewport (and never
 * holds back the first paint). For icons below the fold; those in the first viewport stay inline
 * react-icons, painted with the page. An `<svg>` still, so containers that size their icons
 * (`& svg`) size it too. Decorative, like every icon here: the control around it has the label.
 */
export function AssetIcon({ name, size = '1em' }: AssetIconProps) {
  return (
    <chakra.svg
      aria-hidden
      // Attributes, not styles, as react-icons sets them: a container's icon sizing still wins.
      htmlWidth={size}
      htmlHeight={size}
      css={{
        bg: 'currentColor',
        maskImage: `url(${ICON_URLS[name]})`,
        maskSize: '100% 100%',
        maskRepeat: 'no-repeat',
      }}
    />
  );
}
