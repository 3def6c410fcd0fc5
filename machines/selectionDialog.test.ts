import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  createSelectionDialogMachine,
  type SelectionDialogEvent,
  type SelectionDialogMachine,
} from './selectionDialog';
import { videoModalMachine } from './videoModal';
import { modelPaths, pathTitle } from '../tests/model/model';
import { videoModalModel } from '../tests/model/selection-dialogs';
import { followAgainstSpec, type SpecReference } from '../tests/model/unit';

/**
 * Each instance is made inside its test, not while the file is collected: a machine built at
 * import runs its factory once, before any test, so no test would see a change to it.
 */
const instances: Array<[string, () => SelectionDialogMachine]> = [
  ['createSelectionDialogMachine', () => createSelectionDialogMachine('testDialog')],
  ['videoModalMachine', () => videoModalMachine],
];

describe.each(instances)('%s', (_name, make) => {
  it('starts closed with nothing selected', () => {
    const actor = createActor(make()).start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('opens holding the chosen value', () => {
    const actor = createActor(make()).start();
    actor.send({ type: 'dialog.open', value: 'a' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.selected).toBe('a');
  });

  it('swaps the selection when opened again while open', () => {
    const actor = createActor(make()).start();
    actor.send({ type: 'dialog.open', value: 'a' });
    actor.send({ type: 'dialog.open', value: 'b' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.selected).toBe('b');
  });

  it('clears the selection when closed', () => {
    const actor = createActor(make()).start();
    actor.send({ type: 'dialog.open', value: 'a' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('ignores dialog.close while closed', () => {
    const actor = createActor(make()).start();
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

/** The spec's video modal: a testimonial opens it on its video; closing shows nothing. */
const videoModalSpec: SpecReference<{ open: boolean; shown: string | null }> = {
  initial: { open: false, shown: null },
  next: (view, event) => {
    if (event.type === 'dialog.open') return { open: true, shown: String(event.value) };
    if (event.type === 'dialog.close') return { open: false, shown: null };
    return view;
  },
};

describe('video modal, every shortest path, against the spec', () => {
  for (const path of modelPaths(videoModalModel)) {
    it(pathTitle(path), async () => {
      const actor = createActor(videoModalMachine).start();
      await followAgainstSpec(path, videoModalSpec, {
        send: (event) => actor.send(event as SelectionDialogEvent),
        view: () => ({
          open: actor.getSnapshot().matches('open'),
          shown: actor.getSnapshot().context.selected,
        }),
      });
    });
  }
});
