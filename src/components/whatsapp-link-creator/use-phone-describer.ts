import { loadPhoneDescriber } from '../../browser/phone-format';
import type { PhoneDescriber } from '../../domain/phone-hints';
import { useLoaded } from '../../hooks/use-loaded';

/**
 * The phone library's describer, once it is in; null until then (and offline, where numbers are
 * shown as `+<digits>` and judged by Brazil's rules only). It loads as soon as the form is live:
 * loaded on the first focus or keystroke, its evaluation held back the first keystrokes (184 ms
 * at 4× CPU).
 */
export function usePhoneDescriber(): PhoneDescriber | null {
  return useLoaded(loadPhoneDescriber);
}
