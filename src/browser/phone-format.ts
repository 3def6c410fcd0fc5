/**
 * The number as it will be dialled (`+55 11 98765-4321`), and whether it can be a mobile, by
 * libphonenumber-js with its mobile metadata: a number is valid there only if it matches the
 * country's mobile ranges. The metadata is heavy, so it is never in the page's first code: the
 * form imports it once it is live.
 */

export interface DialledNumber {
  /** `+55 11 98765-4321`. */
  display: string;
  /**
   * The number has a plausible length but is in none of its country's mobile ranges (a landline,
   * say): it has WhatsApp only through WhatsApp Business.
   */
  notMobile: boolean;
}

export type PhoneDescriber = (number: string) => DialledNumber;

let loading: Promise<PhoneDescriber> | undefined;

/** A number typed halfway and in full: both of the library's paths (as-you-type and parsed). */
const WARM_UP_NUMBER = { partial: '551', whole: '5511912345678' } as const;

export function loadPhoneDescriber(): Promise<PhoneDescriber> {
  loading ??= import('libphonenumber-js/mobile').then(
    ({ AsYouType, parsePhoneNumberFromString }) => {
      const describe: PhoneDescriber = (number) => {
        const international = `+${number}`;
        const parsed = parsePhoneNumberFromString(international);
        if (!parsed?.isPossible()) {
          return { display: new AsYouType().input(international), notMobile: false };
        }
        const notMobile = !parsed.isValid();
        // Brazil writes its numbers with a hyphen: `+55 11 98765-4321`, not `… 98765 4321`.
        if (parsed.countryCallingCode === '55') {
          return { display: `+55 ${parsed.formatNational().replace(/[()]/g, '')}`, notMobile };
        }
        return { display: parsed.formatInternational(), notMobile };
      };
      // The library prepares its metadata on first use (30-60 ms at 4× CPU): done now, while the
      // page is idle, rather than on the visitor's first keystroke.
      describe(WARM_UP_NUMBER.partial);
      describe(WARM_UP_NUMBER.whole);
      return describe;
    },
  );
  return loading;
}
