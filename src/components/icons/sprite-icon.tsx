import type { SVGProps } from 'react';
import spriteUrl from '../../assets/icon-sprite.svg?no-inline';
import type { SpriteIconName } from './sprite-icons';

interface SpriteIconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: SpriteIconName;
  /** Width and height, like a react-icons icon's `size`. */
  size?: string;
}

/**
 * An icon drawn from the site's sprite, an asset of its own: the page carries a reference of a few
 * bytes, not the icon's paths. For icons below the fold, where every page byte delays the first
 * paint and the sprite arrives long before they are seen; icons in the first viewport stay inline.
 * Decorative, like every icon here: the control around it carries the label.
 */
export function SpriteIcon({ name, size = '1em', ...props }: SpriteIconProps) {
  return (
    <svg width={size} height={size} aria-hidden {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
