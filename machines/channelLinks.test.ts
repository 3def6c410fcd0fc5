import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { channelLinksMachine } from './channelLinks';
import {
  CHANNEL_COPY_DONE,
  CHANNEL_COPY_FAILED,
  channelLinksModel,
} from '../tests/model/channel-links';
import { modelPaths, pathTitle } from '../tests/model/model';
import { followAgainstSpec, type SpecReference } from '../tests/model/unit';

/** The machine with its effects recorded and a clipboard the test answers. */
function start() {
  const copied: string[] = [];
  let answer = { resolve: () => {}, reject: (_: Error) => {} };
  const effects = { notifyCopied: vi.fn(), notifyCopyFailed: vi.fn() };
  const machine = channelLinksMachine.provide({
    actions: effects,
    actors: {
      copyLink: fromPromise(
        ({ input }: { input: { link: string } }) =>
          new Promise<void>((resolve, reject) => {
            copied.push(input.link);
            answer = { resolve, reject };
          }),
      ),
    },
  });
  const actor = createActor(machine).start();
  return { actor, effects, copied, answer: () => answer };
}

describe('channelLinksMachine', () => {
  it('starts hidden, and shows and hides the links on request', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'channels.show' });
    expect(actor.getSnapshot().value).toBe('shown');
    actor.send({ type: 'channels.hide' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('copies the link the press carries, and says so once the clipboard has it', async () => {
    const { actor, effects, copied, answer } = start();
    actor.send({ type: 'channels.show' });
    actor.send({ type: 'channel.copy', channel: 'instagram', link: 'https://wa.me/55119?text=x' });
    expect(actor.getSnapshot().value).toBe('copying');
    expect(actor.getSnapshot().context.channel).toBe('instagram');
    expect(copied).toEqual(['https://wa.me/55119?text=x']);
    expect(effects.notifyCopied).not.toHaveBeenCalled();
    answer().resolve();
    await waitFor(actor, (state) => state.matches('shown'));
    expect(effects.notifyCopied).toHaveBeenCalledOnce();
    expect(effects.notifyCopyFailed).not.toHaveBeenCalled();
  });

  it('says when the clipboard refuses, and the links stay shown', async () => {
    const { actor, effects, answer } = start();
    actor.send({ type: 'channels.show' });
    actor.send({ type: 'channel.copy', channel: 'google', link: 'https://wa.me/55119' });
    answer().reject(new Error('denied'));
    await waitFor(actor, (state) => state.matches('shown'));
    expect(effects.notifyCopyFailed).toHaveBeenCalledOnce();
    expect(effects.notifyCopied).not.toHaveBeenCalled();
  });

  it('copies nothing while hidden', () => {
    const { actor, copied } = start();
    actor.send({ type: 'channel.copy', channel: 'google', link: 'https://wa.me/55119' });
    expect(copied).toEqual([]);
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});

/**
 * The issue, as a reducer over what the visitor sees: one press shows the links, another hides
 * them; 'Copiar' on a channel puts that channel's link on the clipboard, busy until it answers.
 */
type View = { shown: boolean; busy: boolean; clipboard: string[] };
const channelLinksSpec: SpecReference<View> = {
  initial: { shown: false, busy: false, clipboard: [] },
  next: (view, event) => {
    switch (event.type) {
      case 'channels.show':
        return { ...view, shown: true };
      case 'channels.hide':
        return { ...view, shown: false };
      case 'channel.copy':
        return { ...view, busy: true, clipboard: [...view.clipboard, String(event.link)] };
      case CHANNEL_COPY_DONE.type:
      case CHANNEL_COPY_FAILED.type:
        return { ...view, busy: false };
      default:
        return view;
    }
  },
};

describe('channelLinksMachine, every shortest path, against the issue', () => {
  for (const path of modelPaths(channelLinksModel)) {
    it(pathTitle(path), async () => {
      const { actor, copied, answer } = start();
      const settled = async (settle: () => void) => {
        settle();
        await waitFor(actor, (state) => !state.matches('copying'));
      };
      await followAgainstSpec(path, channelLinksSpec, {
        send: (event) => {
          if (event.type === CHANNEL_COPY_DONE.type) return settled(() => answer().resolve());
          if (event.type === CHANNEL_COPY_FAILED.type) {
            return settled(() => answer().reject(new Error('denied')));
          }
          actor.send(event as Parameters<typeof actor.send>[0]);
        },
        view: () => {
          const snapshot = actor.getSnapshot();
          return {
            shown: !snapshot.matches('hidden'),
            busy: snapshot.matches('copying'),
            clipboard: [...copied],
          };
        },
      });
    });
  }
});
