/**
 * Copies text: the async Clipboard API first; where it is missing or refuses (insecure context,
 * denied permission), a hidden textarea and `execCommand('copy')`. Rejects only if both fail.
 */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Fall through to the legacy path below.
  }
  if (!copyWithTextarea(text)) throw new Error('clipboard unavailable');
}

function copyWithTextarea(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  const active = document.activeElement;
  textarea.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    if (active instanceof HTMLElement) active.focus();
  }
}

/**
 * A copy from a field showing a link in readable form: copying it whole puts the link itself on
 * the clipboard, as 'Copiar' does; a part of it copies as shown.
 */
export function copyWholeAsLink(
  event: ClipboardEvent,
  field: HTMLTextAreaElement | HTMLInputElement,
  link: string,
): void {
  const whole = field.selectionStart === 0 && field.selectionEnd === field.value.length;
  if (!whole || !event.clipboardData) return;
  event.preventDefault();
  event.clipboardData.setData('text/plain', link);
}
