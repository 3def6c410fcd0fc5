import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type MenuEvent, menuMachine } from './menu';
import { menuModel } from '../tests/model/menu';
import { modelPaths, pathTitle } from '../tests/model/model';
import { followAgainstSpec, type SpecReference } from '../tests/model/unit';

describe('menuMachine', () => {
  it('starts closed', () => {
    const actor = createActor(menuMachine).start();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('opens with the tools submenu collapsed', () => {
    const actor = createActor(menuMachine).start();
    actor.send({ type: 'menu.open' });
    expect(actor.getSnapshot().value).toEqual({ open: { tools: 'collapsed' } });
  });

  it('toggles the tools submenu while open', () => {
    const actor = createActor(menuMachine).start();
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'tools.toggle' });
    expect(actor.getSnapshot().value).toEqual({ open: { tools: 'expanded' } });
    actor.send({ type: 'tools.toggle' });
    expect(actor.getSnapshot().value).toEqual({ open: { tools: 'collapsed' } });
  });

  it('ignores tools.toggle while closed', () => {
    const actor = createActor(menuMachine).start();
    expect(actor.getSnapshot().can({ type: 'tools.toggle' })).toBe(false);
    actor.send({ type: 'tools.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closes from any tools state', () => {
    const actor = createActor(menuMachine).start();
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'tools.toggle' });
    actor.send({ type: 'menu.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('collapses the tools submenu again on every opening', () => {
    const actor = createActor(menuMachine).start();
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'tools.toggle' });
    actor.send({ type: 'menu.close' });
    actor.send({ type: 'menu.open' });
    expect(actor.getSnapshot().value).toEqual({ open: { tools: 'collapsed' } });
  });
});

/**
 * The spec's menu: the button opens it with Ferramentas collapsed, Ferramentas toggles only while
 * it is open, and closing (button, link, Escape, backdrop) closes everything.
 */
const menuSpec: SpecReference<{ open: boolean; toolsExpanded: boolean }> = {
  initial: { open: false, toolsExpanded: false },
  next: (view, event) => {
    if (event.type === 'menu.open') return { open: true, toolsExpanded: false };
    if (event.type === 'menu.close') return { open: false, toolsExpanded: false };
    if (event.type === 'tools.toggle' && view.open) {
      return { open: true, toolsExpanded: !view.toolsExpanded };
    }
    return view;
  },
};

describe('menuMachine, every shortest path, against the spec', () => {
  for (const path of modelPaths(menuModel)) {
    it(pathTitle(path), async () => {
      const actor = createActor(menuMachine).start();
      await followAgainstSpec(path, menuSpec, {
        send: (event) => actor.send(event as MenuEvent),
        view: () => ({
          open: actor.getSnapshot().matches('open'),
          toolsExpanded: actor.getSnapshot().matches({ open: { tools: 'expanded' } }),
        }),
      });
    });
  }
});
