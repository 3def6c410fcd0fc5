import { startTransition, useCallback, useEffect, useState } from 'react';
import {
  type DialledNumber,
  loadPhoneDescriber,
  type PhoneDescriber,
} from '../../browser/phone-format';

/**
 * Describes numbers as they will be dialled once the phone library is in; `+<digits>` (and no
 * judgement on mobiles) until then. The library loads as soon as the form is live: loaded on the
 * first focus or keystroke, its evaluation held back the first keystrokes (184 ms at 4× CPU).
 */
export function useDialledNumber() {
  const [describer, setDescriber] = useState<PhoneDescriber | null>(null);
  useEffect(() => {
    let live = true;
    loadPhoneDescriber()
      .then((loaded) => {
        // A transition: the form's re-render yields to a keystroke.
        if (live) startTransition(() => setDescriber(() => loaded));
      })
      // Offline, the number is shown as `+<digits>`, as it is until the library is in.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return useCallback(
    (number: string): DialledNumber =>
      describer ? describer(number) : { display: `+${number}`, notMobile: false, trunkPrefix: 0 },
    [describer],
  );
}
