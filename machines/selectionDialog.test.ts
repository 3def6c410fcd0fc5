import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';
import { lightboxMachine } from './lightbox';
import { createSelectionDialogMachine, type SelectionDialogMachine } from './selectionDialog';
import { videoModalMachine } from './videoModal';
import { activePaths } from './active-paths';

/** 'a.b.c'-style keys for every state node a state value is in, ancestors included. */
const instances: Array<[string, SelectionDialogMachine]> = [
  ['createSelectionDialogMachine', createSelectionDialogMachine('testDialog')],
  ['lightboxMachine', lightboxMachine],
  ['videoModalMachine', videoModalMachine],
];

describe.each(instances)('%s', (_name, machine) => {
  it('starts closed with nothing selected', () => {
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('opens holding the chosen value', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'dialog.open', value: 'a' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.selected).toBe('a');
  });

  it('swaps the selection when opened again while open', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'dialog.open', value: 'a' });
    actor.send({ type: 'dialog.open', value: 'b' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.selected).toBe('b');
  });

  it('clears the selection when closed', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'dialog.open', value: 'a' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('ignores dialog.close while closed', () => {
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().can({ type: 'dialog.close' })).toBe(false);
  });

  it('walks every shortest path and reaches every state', () => {
    const model = createTestModel(machine, {
      events: [
        { type: 'dialog.open', value: 'a' },
        { type: 'dialog.open', value: 'b' },
      ],
    });
    const reached = new Set<string>();
    for (const path of model.getShortestPaths()) {
      const actor = createActor(machine).start();
      for (const [index, step] of path.steps.entries()) {
        if (index > 0) actor.send(step.event);
        expect(actor.getSnapshot().value, path.description).toEqual(step.state.value);
        expect(actor.getSnapshot().context, path.description).toEqual(step.state.context);
        for (const key of activePaths(step.state.value)) reached.add(key);
      }
    }
    const allStates = getStateNodes(machine).map((node) => node.path.join('.'));
    expect([...reached].sort()).toEqual(allStates.sort());
  });
});

describe('instances', () => {
  it('carry their own ids', () => {
    expect(createSelectionDialogMachine('testDialog').id).toBe('testDialog');
    expect(lightboxMachine.id).toBe('lightbox');
    expect(videoModalMachine.id).toBe('videoModal');
  });

  it('lightboxMachine holds a portfolio site id', () => {
    const actor = createActor(lightboxMachine).start();
    actor.send({ type: 'dialog.open', value: 'site-3' });
    expect(actor.getSnapshot().context.selected).toBe('site-3');
  });

  it('videoModalMachine holds an embed URL', () => {
    const url = 'https://www.youtube.com/embed/abc123';
    const actor = createActor(videoModalMachine).start();
    actor.send({ type: 'dialog.open', value: url });
    expect(actor.getSnapshot().context.selected).toBe(url);
  });
});
