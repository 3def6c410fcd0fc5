/**
 * Inlined by the build at the end of the share target's page (the link creator), so that what a
 * visitor shares to the installed app is in the form at its first paint: no empty form first.
 * From there on it is as if typed before the page was live: the island and the app both take the
 * fields' values as they start. The shared words then leave the address, so a reload, a bookmark
 * or the history never bring them back.
 */
import { SHARE_PARAMS, sharedInput } from '../domain/shared-input';

const params = new URLSearchParams(location.search);
const shared = sharedInput(params);
const form = document.querySelector<HTMLInputElement>('input[name="phone"]')?.form;
if (shared && form) {
  const fill = (name: string, value: string) => {
    const field = form.elements.namedItem(name);
    if (value && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      field.value = value;
    }
  };
  fill('phone', shared.phone);
  fill('message', shared.message);
  for (const name of SHARE_PARAMS) params.delete(name);
  const search = params.size > 0 ? `?${params}` : '';
  history.replaceState(history.state, '', location.pathname + search + location.hash);
}
