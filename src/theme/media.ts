/**
 * A computer's mouse or trackpad: what can hover and point finely. Phones and tablets match
 * neither, so a part shown only here is in the prerendered page's CSS, right without script.
 */
export const finePointer = '@media (hover: hover) and (pointer: fine)';

/**
 * Phones narrower than 375 px (a 320 px one, say): too narrow for a header's brand and a link
 * beside it at their full words.
 */
export const narrowPhone = '@media screen and (max-width: 23.4rem)';

/**
 * A phone on its side: a screen wider than tall and at most 30rem (480 px) tall, where the
 * landing page's top bar, its first screen and a video's player keep to less height.
 */
export const shortLandscape = '@media screen and (orientation: landscape) and (max-height: 30rem)';
