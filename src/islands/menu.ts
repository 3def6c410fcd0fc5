/**
 * The full-screen menu. The behaviour is the menu machine's; this module binds it to the menu
 * button and to the menu's dialog (`MenuDialog`, closed in the page): open and close, Ferramentas
 * expanding its submenu, and a section entry closing the menu, then following its link.
 */
import { createActor } from 'xstate';
import { menuMachine } from '../../machines/menu';
import { inspected } from '../browser/inspector';
import { controlModalDialog } from '../browser/modal-dialog';
import { MENU_DIALOG_ID } from '../browser/page-contract';

/** A link to a place on this very page (not a new tab, not another page). */
const isThisPage = (link: HTMLAnchorElement) =>
  link.target !== '_blank' && link.pathname === location.pathname;

export function start([button]: HTMLElement[]): void {
  const dialog = document.getElementById(MENU_DIALOG_ID);
  if (!button || !(dialog instanceof HTMLDialogElement)) return;
  const toolsToggle = dialog.querySelector<HTMLElement>('button[aria-controls]');
  const tools = document.getElementById(toolsToggle?.getAttribute('aria-controls') ?? '');
  const menu = createActor(menuMachine, inspected());
  // The hash of a section's link pressed: followed once the dialog has closed.
  let pendingHash: string | null = null;

  const modal = controlModalDialog(dialog, {
    onClose: () => menu.send({ type: 'menu.close' }),
    // As the link itself would: the URL names the section, and Tab goes on from it.
    onClosed: () => {
      if (pendingHash === null) return;
      button.blur();
      location.assign(pendingHash);
      pendingHash = null;
    },
  });

  menu.subscribe((snapshot) => {
    const open = snapshot.matches('open');
    button.setAttribute('aria-expanded', String(open));
    if (open) modal.show();
    else modal.hide();
    const expanded = snapshot.matches({ open: { tools: 'expanded' } });
    toolsToggle?.setAttribute('aria-expanded', String(expanded));
    if (tools) tools.hidden = !expanded;
  });
  menu.start();

  button.addEventListener('click', () => menu.send({ type: 'menu.open' }));
  dialog.addEventListener('click', (event) => {
    const target = (event.target as Element).closest('a, button');
    if (target === toolsToggle) menu.send({ type: 'tools.toggle' });
    else if (target instanceof HTMLAnchorElement && target.hash && isThisPage(target)) {
      // A section of this page: the menu closes first, then its link is followed.
      event.preventDefault();
      pendingHash = target.hash;
      menu.send({ type: 'menu.close' });
    }
  });
}
