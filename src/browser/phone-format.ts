/**
 * The number as it will be dialled (`+55 11 98765-4321`), and whether it can be a mobile, by
 * libphonenumber-js with its mobile metadata: a number is valid there only if it matches the
 * country's mobile ranges. The metadata is heavy, so it is never in the page's first code: the
 * form imports it once it is live.
 */
import type { DialledNumber, PhoneDescriber } from '../domain/phone-hints';
import { nextTask } from './next-task';

/** The library's verdicts on a number's length; an unknown calling code is judged elsewhere. */
const LENGTHS: Partial<Record<string, DialledNumber['length']>> = {
  TOO_SHORT: 'tooShort',
  TOO_LONG: 'tooLong',
  INVALID_LENGTH: 'badLength',
};

let loading: Promise<PhoneDescriber> | undefined;

/** A number typed halfway and in full: both of the library's paths (as-you-type and parsed). */
const WARM_UP_NUMBER = { partial: '551', whole: '5511912345678' } as const;

/**
 * The description, if its display holds exactly the digits the link dials: formatting as you
 * type drops digits it reads as a trunk prefix (`+44 0…`), and the line under the field must
 * never show a number other than the link's.
 */
function shownAsDialled(number: string, described: DialledNumber): DialledNumber {
  return described.display.replace(/\D/g, '') === number
    ? described
    : { ...described, display: `+${number}` };
}

export function loadPhoneDescriber(): Promise<PhoneDescriber> {
  loading ??= import('libphonenumber-js/mobile').then(
    async ({ AsYouType, parsePhoneNumberFromString, validatePhoneNumberLength }) => {
      const describe: PhoneDescriber = (number) => {
        const international = `+${number}`;
        const parsed = parsePhoneNumberFromString(international);
        if (!parsed?.isPossible()) {
          return shownAsDialled(number, {
            display: new AsYouType().input(international),
            notMobile: false,
            trunkPrefix: 0,
            length: LENGTHS[validatePhoneNumberLength(international) ?? ''] ?? 'possible',
          });
        }
        const length = 'possible';
        const notMobile = !parsed.isValid();
        // The library reads past a trunk prefix; the link does not, so neither may the display.
        const trunkPrefix = number.endsWith(parsed.nationalNumber)
          ? number.length - parsed.countryCallingCode.length - parsed.nationalNumber.length
          : 0;
        if (trunkPrefix > 0) {
          const national = number.slice(parsed.countryCallingCode.length);
          return {
            display: `+${parsed.countryCallingCode} ${national}`,
            notMobile,
            trunkPrefix,
            length,
          };
        }
        // Brazil writes its numbers with a hyphen: `+55 11 98765-4321`, not `… 98765 4321`.
        if (parsed.countryCallingCode === '55') {
          const display = `+55 ${parsed.formatNational().replace(/[()]/g, '')}`;
          return shownAsDialled(number, { display, notMobile, trunkPrefix, length });
        }
        return shownAsDialled(number, {
          display: parsed.formatInternational(),
          notMobile,
          trunkPrefix,
          length,
        });
      };
      // The library prepares its metadata on first use (30-60 ms at 4× CPU): done now, while the
      // page is idle, rather than on the visitor's first keystroke; each path in a task of its
      // own, apart from the module's evaluation, so that none holds a press back for long.
      await nextTask();
      describe(WARM_UP_NUMBER.partial);
      await nextTask();
      describe(WARM_UP_NUMBER.whole);
      return describe;
    },
  );
  return loading;
}
