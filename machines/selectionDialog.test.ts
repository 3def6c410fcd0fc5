import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createSelectionDialogMachine, type SelectionDialogMachine } from './selectionDialog';
import { videoModalMachine } from './videoModal';
import type { MachineModel } from '../tests/model/model';
import { modelPaths, pathTitle } from '../tests/model/model';
import { videoModalModel } from '../tests/model/selection-dialogs';
import { sendTo } from '../tests/model/unit';

const instances: Array<[string, SelectionDialogMachine]> = [
  ['createSelectionDialogMachine', createSelectionDialogMachine('testDialog')],
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
});

describe('instances', () => {
  it('carry their own ids', () => {
    expect(createSelectionDialogMachine('testDialog').id).toBe('testDialog');
    expect(videoModalMachine.id).toBe('videoModal');
  });

  it('videoModalMachine holds an embed URL', () => {
    const url = 'https://www.youtube.com/embed/abc123';
    const actor = createActor(videoModalMachine).start();
    actor.send({ type: 'dialog.open', value: url });
    expect(actor.getSnapshot().context.selected).toBe(url);
  });
});

const opening = (model: MachineModel) =>
  model.events.find((event) => event.type === 'dialog.open')?.value;

describe.each([videoModalModel])('$machine.id, every shortest path', (model: MachineModel) => {
  for (const path of modelPaths(model)) {
    it(pathTitle(path), async () => {
      const actor = createActor(model.machine).start();
      const selected = () => actor.getSnapshot().context.selected;
      await path.test({
        events: sendTo(actor, model),
        states: {
          closed: () => expect(selected()).toBeNull(),
          // The model opens one item only, so that item is the one selected.
          open: () => expect(selected()).toBe(opening(model)),
        },
      });
    });
  }
});
