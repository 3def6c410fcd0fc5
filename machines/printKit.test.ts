import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  LOGO_MAX_BYTES,
  type Logo,
  type LogoFile,
  type MakeFileInput,
  printKitMachine,
} from './printKit';
import {
  FILE_FAILED,
  FILE_MADE,
  LOGO_READ,
  LOGO_UNREADABLE,
  printKitModel,
} from '../tests/model/print-kit';
import { modelPaths, pathTitle } from '../tests/model/model';
import { followAgainstSpec, type SpecReference } from '../tests/model/unit';

type Answer<T> = { resolve: (value: T) => void; reject: (error: Error) => void };
const LOGO: Logo = LOGO_READ.output;
const FOR = { link: 'https://wa.me/5511987654321', number: '+55 11 98765-4321' };

/** The machine with a reader and a writer the test answers, and its saves recorded. */
function start() {
  const held: { read?: Answer<Logo>; make?: Answer<Blob> } = {};
  const made: MakeFileInput[] = [];
  const read: LogoFile[] = [];
  const saveFile = vi.fn();
  const machine = printKitMachine.provide({
    actions: { saveFile: (_, params) => saveFile(params) },
    actors: {
      readLogo: fromPromise(({ input }: { input: { file: LogoFile } }) => {
        read.push(input.file);
        return new Promise<Logo>((resolve, reject) => (held.read = { resolve, reject }));
      }),
      makeFile: fromPromise(
        ({ input }: { input: MakeFileInput }) =>
          new Promise<Blob>((resolve, reject) => {
            made.push(input);
            held.make = { resolve, reject };
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: { cta: 'Fale com a gente' } }).start();
  return { actor, held, made, read, saveFile };
}

describe('printKitMachine', () => {
  it('runs without the page: with no image decoder, a logo is unreadable and the kit stays open', async () => {
    const actor = createActor(printKitMachine, { input: { cta: '' } }).start();
    actor.send({ type: 'kit.open' });
    actor.send({ type: 'logo.choose', file: { name: 'a.png', type: 'image/png', size: 10 } });
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context).toMatchObject({ logo: null, logoProblem: 'unreadable' });
  });

  it('starts closed, opens and closes on request', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'kit.open' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({
      format: 'poster',
      cta: 'Fale com a gente',
    });
    actor.send({ type: 'kit.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('makes the file of the chosen format with the call to action and logo, then saves it', async () => {
    const { actor, held, made, read, saveFile } = start();
    actor.send({ type: 'kit.open' });
    actor.send({ type: 'format.choose', format: 'sticker' });
    actor.send({ type: 'cta.change', value: 'Peça já' });
    actor.send({ type: 'logo.choose', file: { name: 'a.png', type: 'image/png', size: 10 } });
    expect(actor.getSnapshot().value).toBe('readingLogo');
    expect(read).toEqual([{ name: 'a.png', type: 'image/png', size: 10 }]);
    held.read?.resolve(LOGO);
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'file.make', kind: 'svg', ...FOR });
    expect(actor.getSnapshot().value).toBe('generating');
    expect(made).toEqual([
      {
        format: 'sticker',
        theme: 'whatsapp',
        name: '',
        bleed: false,
        cta: 'Peça já',
        logo: LOGO,
        kind: 'svg',
        ...FOR,
      },
    ]);
    const blob = new Blob(['<svg/>']);
    held.make?.resolve(blob);
    await waitFor(actor, (s) => s.matches('open'));
    expect(saveFile).toHaveBeenCalledWith({
      blob,
      kind: 'svg',
      format: 'sticker',
      number: FOR.number,
      bleed: false,
    });
    expect(actor.getSnapshot().context.made).toEqual({ format: 'sticker', kind: 'svg' });
  });

  it('makes the file in the colours, with the name and the bleed chosen, and saves it under the number', async () => {
    const { actor, held, made, saveFile } = start();
    actor.send({ type: 'kit.open' });
    actor.send({ type: 'format.choose', format: 'card' });
    actor.send({ type: 'theme.choose', theme: 'agency' });
    actor.send({ type: 'name.change', value: 'Padaria Pão Quente' });
    actor.send({ type: 'bleed.change', value: true });
    actor.send({ type: 'file.make', kind: 'pdf', ...FOR });
    expect(made).toMatchObject([
      { format: 'card', theme: 'agency', name: 'Padaria Pão Quente', bleed: true },
    ]);
    held.make?.resolve(new Blob(['%PDF-']));
    await waitFor(actor, (s) => s.matches('open'));
    expect(saveFile).toHaveBeenCalledWith(
      expect.objectContaining({ format: 'card', kind: 'pdf', number: FOR.number, bleed: true }),
    );
  });

  it('keeps a name too long to print as typed, and makes no file until it is shortened', () => {
    const { actor, made } = start();
    actor.send({ type: 'kit.open' });
    const long = 'Comercial de Materiais de Construção Irmãos Andrade';
    actor.send({ type: 'name.change', value: long });
    expect(actor.getSnapshot().context.name).toBe(long);
    expect(actor.getSnapshot().can({ type: 'file.make', kind: 'pdf', ...FOR })).toBe(false);
    actor.send({ type: 'file.make', kind: 'pdf', ...FOR });
    expect(actor.getSnapshot().value).toBe('open');
    expect(made).toEqual([]);
    actor.send({ type: 'name.change', value: 'Irmãos Andrade' });
    actor.send({ type: 'file.make', kind: 'pdf', ...FOR });
    expect(actor.getSnapshot().value).toBe('generating');
    expect(made.map((input) => input.name)).toEqual(['Irmãos Andrade']);
  });

  it('refuses a file that is no image, or too large, and keeps everything else', async () => {
    const { actor, held } = start();
    actor.send({ type: 'kit.open' });
    actor.send({ type: 'cta.change', value: 'Meu texto' });
    actor.send({ type: 'logo.choose', file: { name: 'a.png', type: 'image/png', size: 10 } });
    held.read?.resolve(LOGO);
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({
      type: 'logo.choose',
      file: { name: 'notas.pdf', type: 'application/pdf', size: 10 },
    });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({
      logoProblem: 'notImage',
      logo: LOGO,
      cta: 'Meu texto',
    });
    actor.send({
      type: 'logo.choose',
      file: { name: 'foto.jpg', type: 'image/jpeg', size: LOGO_MAX_BYTES + 1 },
    });
    expect(actor.getSnapshot().context).toMatchObject({ logoProblem: 'tooLarge', logo: LOGO });
    // Exactly the limit is accepted.
    actor.send({
      type: 'logo.choose',
      file: { name: 'b.jpg', type: 'image/jpeg', size: LOGO_MAX_BYTES },
    });
    expect(actor.getSnapshot().value).toBe('readingLogo');
    expect(actor.getSnapshot().context.logoProblem).toBeNull();
  });

  it('removes the logo it has, and has nothing to remove before one is chosen', async () => {
    const { actor, held } = start();
    actor.send({ type: 'kit.open' });
    expect(actor.getSnapshot().can({ type: 'logo.remove' })).toBe(false);
    actor.send({ type: 'logo.choose', file: { name: 'a.png', type: 'image/png', size: 10 } });
    held.read?.resolve(LOGO);
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'logo.remove' });
    expect(actor.getSnapshot().context.logo).toBeNull();
  });

  it('says when an image cannot be read, keeping the logo it had', async () => {
    const { actor, held } = start();
    actor.send({ type: 'kit.open' });
    actor.send({ type: 'logo.choose', file: { name: 'x.webp', type: 'image/webp', size: 10 } });
    held.read?.reject(new Error('EncodingError'));
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context).toMatchObject({ logoProblem: 'unreadable', logo: null });
  });

  it('fails when the file cannot be made, and tries again with the same choices', async () => {
    const { actor, held, made } = start();
    actor.send({ type: 'kit.open' });
    actor.send({ type: 'format.choose', format: 'card' });
    actor.send({ type: 'file.make', kind: 'pdf', ...FOR });
    held.make?.reject(new Error('ChunkLoadError'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'file.make', kind: 'pdf', ...FOR });
    expect(actor.getSnapshot().value).toBe('generating');
    expect(made.map((input) => input.format)).toEqual(['card', 'card']);
  });
});

/**
 * The issue, as a reducer over what the visitor sees: the kit opens and closes; a logo that is
 * no image is refused with a message; an image is read, then shown; a file is made, then saved,
 * or the kit says it failed; closing or trying again leaves the failure.
 */
type View = {
  open: boolean;
  busy: boolean;
  failed: boolean;
  logo: boolean;
  problem: boolean;
  saved: number;
};
const printKitSpec: SpecReference<View> = {
  initial: { open: false, busy: false, failed: false, logo: false, problem: false, saved: 0 },
  next: (view, event) => {
    switch (event.type) {
      case 'kit.open':
        return { ...view, open: true };
      case 'kit.close':
        return { ...view, open: false, failed: false };
      case 'logo.choose': {
        const file = event.file as { type: string };
        return file.type.startsWith('image/')
          ? { ...view, busy: true, problem: false }
          : { ...view, problem: true };
      }
      case LOGO_READ.type:
        return { ...view, busy: false, logo: true };
      case LOGO_UNREADABLE.type:
        return { ...view, busy: false, problem: true };
      case 'logo.remove':
        return { ...view, logo: false, problem: false };
      case 'file.make':
        return { ...view, busy: true, failed: false };
      case FILE_MADE.type:
        return { ...view, busy: false, saved: view.saved + 1 };
      case FILE_FAILED.type:
        return { ...view, busy: false, failed: true };
      default:
        return view;
    }
  },
};

describe('printKitMachine, every shortest path, against the issue', () => {
  for (const path of modelPaths(printKitModel)) {
    it(pathTitle(path), async () => {
      const { actor, held, saveFile } = start();
      const settle = async (answer: () => void) => {
        answer();
        await waitFor(actor, (s) => !s.matches('readingLogo') && !s.matches('generating'));
      };
      await followAgainstSpec(path, printKitSpec, {
        send: (event) => {
          if (event.type === LOGO_READ.type) return settle(() => held.read?.resolve(LOGO));
          if (event.type === LOGO_UNREADABLE.type)
            return settle(() => held.read?.reject(new Error('x')));
          if (event.type === FILE_MADE.type) return settle(() => held.make?.resolve(new Blob([])));
          if (event.type === FILE_FAILED.type)
            return settle(() => held.make?.reject(new Error('x')));
          actor.send(event as Parameters<typeof actor.send>[0]);
        },
        view: () => {
          const s = actor.getSnapshot();
          return {
            open: !s.matches('closed'),
            busy: s.matches('readingLogo') || s.matches('generating'),
            failed: s.matches('failed'),
            logo: s.context.logo !== null,
            problem: s.context.logoProblem !== null,
            saved: saveFile.mock.calls.length,
          };
        },
      });
    });
  }
});
