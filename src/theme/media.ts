/**
 * A computer's mouse or trackpad: what can hover and point finely. Phones and tablets match
 * neither, so a part shown only here is in the prerendered page's CSS, right without script.
 */
export const finePointer = '@media (hover: hover) and (pointer: fine)';
