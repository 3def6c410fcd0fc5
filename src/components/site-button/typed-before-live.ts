import { type ButtonDevices, type ButtonSide } from '../../domain/site-button';
import type { SiteButtonForm } from '../../domain/site-button-form';
import { isCountryIso } from '../../domain/countries';
import { COUNTRY_FIELD } from '../whatsapp-link-creator/country-select';

const SIDES: readonly string[] = ['right', 'left'] satisfies ButtonSide[];
const DEVICES: readonly string[] = ['all', 'phones', 'computers'] satisfies ButtonDevices[];

/**
 * What the prerendered form's native controls hold that the machine does not: typed or picked
 * before the app was live. Only the controls the first paint has (the hours' own fields show once
 * their box is ticked, by then with the app).
 */
export function typedBeforeLive(
  form: HTMLFormElement,
  current: SiteButtonForm,
): Partial<SiteButtonForm> {
  const field = (name: string) => form.elements.namedItem(name);
  const text = (name: string) => {
    const element = field(name);
    return element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
      ? element.value
      : null;
  };
  const picked = (name: string) => {
    const element = field(name);
    return element instanceof RadioNodeList ? element.value : null;
  };
  const ticked = (name: string) => {
    const element = field(name);
    return element instanceof HTMLInputElement ? element.checked : null;
  };
  const patch: Record<string, unknown> = {};
  const take = <K extends keyof SiteButtonForm>(key: K, value: SiteButtonForm[K] | null) => {
    if (value !== null && value !== current[key]) patch[key] = value;
  };
  const country = text(COUNTRY_FIELD);
  take('country', isCountryIso(country) ? country : null);
  take('phone', text('phone'));
  take('message', text('message'));
  take('label', text('label'));
  take('color', text('color'));
  const side = picked('side');
  take('side', side !== null && SIDES.includes(side) ? (side as ButtonSide) : null);
  const devices = picked('devices');
  take(
    'devices',
    devices !== null && DEVICES.includes(devices) ? (devices as ButtonDevices) : null,
  );
  take('hoursOn', ticked('hoursOn'));
  take('includePage', ticked('includePage'));
  return patch as Partial<SiteButtonForm>;
}
