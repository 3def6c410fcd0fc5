/**
 * The number as it will be dialled (`+55 11 98765-4321`), by libphonenumber-js. Its metadata is
 * heavy, so it is imported on first need (first typing), never with the page.
 */

export type PhoneFormatter = (number: string) => string;

let loading: Promise<PhoneFormatter> | undefined;

export function loadPhoneFormatter(): Promise<PhoneFormatter> {
  loading ??= import('libphonenumber-js/min').then(
    ({ AsYouType, parsePhoneNumberFromString }) =>
      (number: string) => {
        const international = `+${number}`;
        const parsed = parsePhoneNumberFromString(international);
        // Brazil writes its numbers with a hyphen: `+55 11 98765-4321`, not `… 98765 4321`.
        if (parsed?.country === 'BR' && parsed.isPossible()) {
          return `+55 ${parsed.formatNational().replace(/[()]/g, '')}`;
        }
        if (parsed?.isPossible()) return parsed.formatInternational();
        return new AsYouType().input(international);
      },
  );
  return loading;
}
