/**
 * The number as it will be dialled (`+55 11 98765-4321`), by libphonenumber-js. Its metadata is
 * heavy, so it is never in the page's first code: the form imports it once it is live.
 */

export type PhoneFormatter = (number: string) => string;

let loading: Promise<PhoneFormatter> | undefined;

/** A number typed halfway and in full: both of the library's paths (as-you-type and parsed). */
const WARM_UP_NUMBER = { partial: '551', whole: '5511912345678' } as const;

export function loadPhoneFormatter(): Promise<PhoneFormatter> {
  loading ??= import('libphonenumber-js/min').then(({ AsYouType, parsePhoneNumberFromString }) => {
    const format: PhoneFormatter = (number) => {
      const international = `+${number}`;
      const parsed = parsePhoneNumberFromString(international);
      // Brazil writes its numbers with a hyphen: `+55 11 98765-4321`, not `… 98765 4321`.
      if (parsed?.country === 'BR' && parsed.isPossible()) {
        return `+55 ${parsed.formatNational().replace(/[()]/g, '')}`;
      }
      if (parsed?.isPossible()) return parsed.formatInternational();
      return new AsYouType().input(international);
    };
    // The library prepares its metadata on first use (30-60 ms at 4× CPU): done now, while the
    // page is idle, rather than on the visitor's first keystroke.
    format(WARM_UP_NUMBER.partial);
    format(WARM_UP_NUMBER.whole);
    return format;
  });
  return loading;
}
