import { useCallback, useEffect, useState } from 'react';
import { loadPhoneFormatter, type PhoneFormatter } from '../../browser/phone-format';

/**
 * Formats numbers as they will be dialled once the phone library is in; `+<digits>` until then.
 * The library is loaded when first needed: the returned `prepare` (on focus), or a number to show.
 */
export function useDialledNumber(needed: boolean) {
  const [formatter, setFormatter] = useState<PhoneFormatter | null>(null);
  const prepare = useCallback(() => {
    void loadPhoneFormatter().then((loaded) => setFormatter(() => loaded));
  }, []);
  useEffect(() => {
    if (needed && !formatter) prepare();
  }, [needed, formatter, prepare]);
  const format = useCallback(
    (number: string) => (formatter ? formatter(number) : `+${number}`),
    [formatter],
  );
  return { format, prepare };
}
