import { escapeHtml } from '../../../src/domain/html';
import { el, FONTS } from '../html';
import type { MockupLook } from './design';

/** Floating info card, like the badges real sites lay over their hero photo. */
export const chip = (
  { palette, radius }: MockupLook,
  text: string,
  position: string,
  strong = '',
): string =>
  el(
    `${position};display:flex;align-items:center;gap:12px;padding:14px 20px;background:${palette.surface};color:${palette.text};border-radius:${radius.md}px;box-shadow:0 18px 40px -18px rgba(0,0,0,.45);font:600 15px/1.3 ${FONTS.sans};white-space:nowrap;z-index:5`,
    `<span style="width:10px;height:10px;border-radius:50%;background:${palette.accent};flex:none"></span>${strong ? `<b style="font-size:18px">${escapeHtml(strong)}</b>` : ''}<span>${escapeHtml(text)}</span>`,
  );
