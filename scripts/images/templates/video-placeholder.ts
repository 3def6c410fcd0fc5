// Shown instead of a video thumbnail that fails to load (src/components/media/video-thumbnail.tsx).
import type { ImageSize } from '../../../src/content/portfolio';
import { BRAND, brandBackdrop, brandCss, playButton } from '../brand';
import { htmlDocument, rgba } from '../html';

export const videoPlaceholderSize: ImageSize = { width: 640, height: 360 };

const CAPTION = 'Vídeo indisponível no momento';

export function renderVideoPlaceholder(): string {
  return htmlDocument(
    brandCss(videoPlaceholderSize),
    `<div class="stage">${brandBackdrop(videoPlaceholderSize, { glow: 0.55 })}
<div class="center">${playButton(84, true)}
<p style="margin:18px 0 0;font-size:16px;color:${rgba(BRAND.text, 0.75)}">${CAPTION}</p></div></div>`,
  );
}
