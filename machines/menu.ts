import { setup } from 'xstate';

export type MenuEvent = { type: 'menu.open' } | { type: 'menu.close' } | { type: 'tools.toggle' };

/**
 * The full-screen navigation menu. The tools submenu lives inside `open` as its own region, so
 * closing the menu discards it and every opening starts with the submenu collapsed. Scrolling to
 * an anchor or navigating to the tool is the view's job; it sends `menu.close` once done.
 */
export const menuMachine = setup({
  types: {
    events: {} as MenuEvent,
  },
}).createMachine({
  id: 'menu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.open': 'open' },
    },
    open: {
      type: 'parallel',
      on: { 'menu.close': 'closed' },
      states: {
        tools: {
          initial: 'collapsed',
          states: {
            collapsed: { on: { 'tools.toggle': 'expanded' } },
            expanded: { on: { 'tools.toggle': 'collapsed' } },
          },
        },
      },
    },
  },
});
