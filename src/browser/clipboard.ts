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
