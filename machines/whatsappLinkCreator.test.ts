import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { buildWhatsAppLink } from '../src/domain/whatsapp-link';
import { isDoubtful, publishedLink, whatsappLinkCreatorMachine } from './whatsappLinkCreator';
import { modelPaths, pathTitle } from '../tests/model/model';
import { sendTo } from '../tests/model/unit';
import {
  COPY_DONE,
  COPY_FAILED,
  SHARE_DONE,
  SHARE_FAILED,
  whatsappLinkModel,
} from '../tests/model/whatsapp-link-creator';

/** The actor under test, with spies for the view's effects and a clipboard the test answers. */
function start() {
  const effects = {
    notifyGenerated: vi.fn(),
    notifyInvalidPhone: vi.fn(),
    notifyCopied: vi.fn(),
    notifyCopyFailed: vi.fn(),
    notifyShareFailed: vi.fn(),
    focusPhone: vi.fn(),
    revealResult: vi.fn(),
    persistRecent: vi.fn(),
    persistKeepRecent: vi.fn(),
  };
  const clipboard = {
    copied: [] as string[],
    /** Settles the copy under way. */
    answer: { resolve: () => {}, reject: (_error: Error) => {} },
  };
  const copyLink = fromPromise(({ input }: { input: { link: string } }) => {
    clipboard.copied.push(input.link);
    return new Promise<void>((resolve, reject) => {
      clipboard.answer = { resolve, reject };
    });
  });
  const sheet = {
    shared: [] as string[],
    answer: { resolve: () => {}, reject: (_error: unknown) => {} },
  };
  const shareLink = fromPromise(({ input }: { input: { link: string } }) => {
    sheet.shared.push(input.link);
    return new Promise<void>((resolve, reject) => {
      sheet.answer = { resolve, reject };
    });
  });
  const machine = whatsappLinkCreatorMachine.provide({
    actions: effects,
    actors: { copyLink, shareLink },
  });
  const actor = createActor(machine).start();
  return { actor, effects, clipboard, sheet };
}

describe('whatsappLinkCreatorMachine', () => {
  it('starts empty with nothing typed', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toMatchObject({
      phone: '',
      message: '',
      link: null,
      country: { iso: 'BR', callingCode: '55' },
      recent: [],
      keepRecent: true,
    });
  });

  it('generates the link and announces it', () => {
    const { actor, effects } = start();
    actor.send({ type: 'phone.change', value: '(11) 91234-5678' });
    actor.send({ type: 'message.change', value: 'Olá!' });
    actor.send({ type: 'link.generate' });
    expect(actor.getSnapshot().value).toBe('generated');
    expect(actor.getSnapshot().context.link).toBe('https://wa.me/5511912345678?text=Ol%C3%A1!');
    expect(effects.notifyGenerated).toHaveBeenCalledOnce();
  });

  it.each(['', '   ', 'abc'])('refuses the phone %j, keeping what was typed', (phone) => {
    const { actor, effects } = start();
    actor.send({ type: 'phone.change', value: phone });
    actor.send({ type: 'message.change', value: 'Mensagem' });
    actor.send({ type: 'link.generate' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context).toMatchObject({ phone, message: 'Mensagem', link: null });
    expect(effects.notifyInvalidPhone).toHaveBeenCalledOnce();
    expect(effects.focusPhone).toHaveBeenCalledOnce();
    expect(effects.notifyGenerated).not.toHaveBeenCalled();
  });

  it('leaves the error as soon as the phone is edited', () => {
    const { actor } = start();
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'phone.change', value: '1' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.phone).toBe('1');
  });

  it('drops a stale link when a later attempt fails', () => {
    const { actor } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'phone.change', value: '' });
    actor.send({ type: 'link.generate' });
    expect(actor.getSnapshot().context.link).toBeNull();
  });

  it('keeps the generated link in step with later edits', () => {
    const { actor, effects } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'phone.change', value: '21 98765-4321' });
    actor.send({ type: 'message.change', value: 'Oi' });
    expect(actor.getSnapshot().value).toBe('generated');
    expect(actor.getSnapshot().context.link).toBe('https://wa.me/5521987654321?text=Oi');
    expect(effects.notifyGenerated).toHaveBeenCalledOnce();
  });

  it('takes the link away when every digit is erased', () => {
    const { actor } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'phone.change', value: '(  ) -' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toMatchObject({ phone: '(  ) -', link: null });
  });

  it('copies the current link and reports success', async () => {
    const { actor, effects, clipboard } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'link.copy' });
    expect(actor.getSnapshot().value).toBe('copying');
    expect(clipboard.copied).toEqual(['https://wa.me/5511912345678']);
    expect(actor.getSnapshot().can({ type: 'link.copy' })).toBe(false);
    clipboard.answer.resolve();
    await waitFor(actor, (state) => state.matches('generated'));
    expect(effects.notifyCopied).toHaveBeenCalledOnce();
    expect(effects.notifyCopyFailed).not.toHaveBeenCalled();
  });

  it('reports a clipboard failure and keeps the link', async () => {
    const { actor, effects, clipboard } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'link.copy' });
    clipboard.answer.reject(new Error('denied'));
    await waitFor(actor, (state) => state.matches('generated'));
    expect(effects.notifyCopyFailed).toHaveBeenCalledOnce();
    expect(effects.notifyCopied).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.link).toBe('https://wa.me/5511912345678');
  });

  it('drops a copy still under way when every digit is erased', async () => {
    const { actor, effects, clipboard } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'link.copy' });
    actor.send({ type: 'phone.change', value: '' });
    expect(actor.getSnapshot().value).toBe('empty');
    clipboard.answer.resolve();
    await Promise.resolve();
    expect(effects.notifyCopied).not.toHaveBeenCalled();
  });

  it('cannot copy before a link exists', () => {
    const { actor, clipboard } = start();
    expect(actor.getSnapshot().can({ type: 'link.copy' })).toBe(false);
    actor.send({ type: 'link.copy' });
    expect(clipboard.copied).toEqual([]);
  });

  it('clears phone, message and link, then focuses the phone', () => {
    const { actor, effects } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'message.change', value: 'Oi' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'form.clear' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toMatchObject({ phone: '', message: '', link: null });
    expect(effects.focusPhone).toHaveBeenCalledOnce();
  });

  it('clears the hints with the form', () => {
    const { actor } = start();
    actor.send({ type: 'phone.change', value: '+1 415 555 2671' });
    expect(actor.getSnapshot().context.hints).not.toEqual([]);
    actor.send({ type: 'form.clear' });
    expect(actor.getSnapshot().context.hints).toEqual([]);
  });

  it('makes and announces the link again when the number is erased and typed back', () => {
    const { actor, effects } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'phone.change', value: '' });
    actor.send({ type: 'phone.change', value: '11912345678' });
    expect(actor.getSnapshot().context.link).toBeNull();
    actor.send({ type: 'link.generate' });
    expect(actor.getSnapshot().value).toBe('generated');
    expect(actor.getSnapshot().context.link).toBe('https://wa.me/5511912345678');
    expect(effects.notifyGenerated).toHaveBeenCalledTimes(2);
  });

  it('announces a generation once: pressing again with the same input only reveals the result', () => {
    const { actor, effects } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'link.generate' });
    expect(effects.notifyGenerated).toHaveBeenCalledOnce();
    expect(effects.revealResult).toHaveBeenCalledTimes(3);
    actor.send({ type: 'message.change', value: 'Oi' });
    actor.send({ type: 'link.generate' });
    expect(effects.notifyGenerated).toHaveBeenCalledTimes(2);
  });

  it('announces an empty phone once, however often GERAR LINK is pressed, and shows the field each time', () => {
    const { actor, effects } = start();
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'link.generate' });
    expect(effects.notifyInvalidPhone).toHaveBeenCalledOnce();
    // The field to fix is brought back each time.
    expect(effects.focusPhone).toHaveBeenCalledTimes(2);
  });

  it("prefixes another country's calling code, and follows a country change", () => {
    const { actor } = start();
    actor.send({ type: 'country.change', iso: 'US' });
    actor.send({ type: 'phone.change', value: '(415) 555-2671' });
    actor.send({ type: 'link.generate' });
    expect(actor.getSnapshot().context.link).toBe('https://wa.me/14155552671');
    actor.send({ type: 'country.change', iso: 'PT' });
    expect(actor.getSnapshot().context.link).toBe('https://wa.me/3514155552671');
  });

  it('hints at a foreign code with Brazil selected, and the switch keeps the number', () => {
    const { actor } = start();
    actor.send({ type: 'phone.change', value: '+1 415 555 2671' });
    expect(actor.getSnapshot().context.hints).toEqual([{ kind: 'foreignCode', country: 'US' }]);
    actor.send({ type: 'link.generate' });
    // Brazil selected: the spec's rule to the letter.
    expect(actor.getSnapshot().context.link).toBe('https://wa.me/5514155552671');
    actor.send({ type: 'country.change', iso: 'US' });
    expect(actor.getSnapshot().context.hints).toEqual([]);
    expect(actor.getSnapshot().context.link).toBe('https://wa.me/14155552671');
  });

  it('remembers each generated link, newest first, and persists the list', () => {
    const { actor, effects } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'phone.change', value: '21987654321' });
    actor.send({ type: 'link.generate' });
    expect(actor.getSnapshot().context.recent.map((r) => r.link)).toEqual([
      'https://wa.me/5521987654321',
      'https://wa.me/5511912345678',
    ]);
    expect(effects.persistRecent).toHaveBeenCalledTimes(2);
    actor.send({ type: 'recent.clear' });
    expect(actor.getSnapshot().context.recent).toEqual([]);
    expect(effects.persistRecent).toHaveBeenCalledTimes(3);
  });

  it('keeps no link once the visitor turns keeping off, and erases those kept', () => {
    const { actor, effects } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    expect(actor.getSnapshot().context.recent).toHaveLength(1);
    actor.send({ type: 'recent.keep', keep: false });
    expect(actor.getSnapshot().context).toMatchObject({ recent: [], keepRecent: false });
    expect(effects.persistKeepRecent).toHaveBeenCalledOnce();
    expect(effects.persistRecent).toHaveBeenCalledTimes(2);
    // Still made and shown, just not kept.
    actor.send({ type: 'phone.change', value: '21987654321' });
    actor.send({ type: 'link.generate' });
    expect(actor.getSnapshot().context.link).toBe('https://wa.me/5521987654321');
    expect(actor.getSnapshot().context.recent).toEqual([]);
    actor.send({ type: 'recent.keep', keep: true });
    actor.send({ type: 'phone.change', value: '31987654321' });
    actor.send({ type: 'link.generate' });
    expect(actor.getSnapshot().context.recent.map((r) => r.link)).toEqual([
      'https://wa.me/5531987654321',
    ]);
  });

  it('restores the choice to keep nothing, and no link with it', () => {
    const { actor } = start();
    actor.send({
      type: 'recent.restore',
      links: [
        { phone: '11912345678', message: '', country: 'BR', link: 'https://wa.me/5511912345678' },
      ],
      keep: false,
    });
    expect(actor.getSnapshot().context).toMatchObject({ recent: [], keepRecent: false });
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    expect(actor.getSnapshot().context.recent).toEqual([]);
  });

  it('loads a recent link back into the form, without a new toast', () => {
    const { actor, effects } = start();
    actor.send({
      type: 'recent.restore',
      links: [
        {
          phone: '415 555 2671',
          message: 'Hi',
          country: 'US',
          link: 'https://wa.me/14155552671?text=Hi',
        },
      ],
      keep: true,
    });
    actor.send({ type: 'recent.use', index: 0 });
    expect(actor.getSnapshot().value).toBe('generated');
    expect(actor.getSnapshot().context).toMatchObject({
      phone: '415 555 2671',
      message: 'Hi',
      country: { iso: 'US' },
      link: 'https://wa.me/14155552671?text=Hi',
    });
    actor.send({ type: 'link.generate' });
    expect(effects.notifyGenerated).not.toHaveBeenCalled();
    expect(actor.getSnapshot().can({ type: 'recent.use', index: 1 })).toBe(false);
  });

  it('copies a recent link again', async () => {
    const { actor, effects, clipboard } = start();
    actor.send({
      type: 'recent.restore',
      links: [
        { phone: '11912345678', message: '', country: 'BR', link: 'https://wa.me/5511912345678' },
      ],
      keep: true,
    });
    actor.send({ type: 'recent.copy', index: 0 });
    expect(actor.getSnapshot().value).toBe('copying');
    expect(clipboard.copied).toEqual(['https://wa.me/5511912345678']);
    clipboard.answer.resolve();
    await waitFor(actor, (state) => state.matches('generated'));
    expect(effects.notifyCopied).toHaveBeenCalledOnce();
  });

  it('shares the link, quietly when the sheet is closed, with a toast when sharing fails', async () => {
    const { actor, effects, sheet } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'link.share' });
    expect(actor.getSnapshot().value).toBe('sharing');
    expect(sheet.shared).toEqual(['https://wa.me/5511912345678']);
    sheet.answer.reject({ name: 'AbortError' });
    await waitFor(actor, (state) => state.matches('generated'));
    expect(effects.notifyShareFailed).not.toHaveBeenCalled();
    actor.send({ type: 'link.share' });
    sheet.answer.reject(new Error('NotAllowedError'));
    await waitFor(actor, (state) => state.matches('generated'));
    expect(effects.notifyShareFailed).toHaveBeenCalledOnce();
    // A sheet that fails without saying why failed all the same.
    actor.send({ type: 'link.share' });
    sheet.answer.reject(undefined);
    await waitFor(actor, (state) => state.matches('generated'));
    expect(effects.notifyShareFailed).toHaveBeenCalledTimes(2);
  });
});

describe('a number that cannot work', () => {
  it('is still made and announced, by the spec, but not kept until the visitor confirms it', () => {
    const { actor, effects } = start();
    actor.send({ type: 'phone.change', value: '12345' });
    actor.send({ type: 'link.generate' });
    const made = actor.getSnapshot();
    expect(made.value).toBe('generated');
    expect(made.context.link).toBe('https://wa.me/5512345');
    expect(made.context.hints).toEqual([{ kind: 'tooShort' }]);
    expect(isDoubtful(made.context)).toBe(true);
    expect(effects.notifyGenerated).toHaveBeenCalledOnce();
    expect(made.context.recent).toEqual([]);

    actor.send({ type: 'link.confirm' });
    const confirmed = actor.getSnapshot().context;
    expect(isDoubtful(confirmed)).toBe(false);
    expect(confirmed.recent.map((entry) => entry.link)).toEqual(['https://wa.me/5512345']);
    expect(effects.persistRecent).toHaveBeenCalledTimes(2);
    // Confirming is for the link on show: an edit makes a new link, doubtful again.
    actor.send({ type: 'phone.change', value: '123456' });
    expect(isDoubtful(actor.getSnapshot().context)).toBe(true);
  });

  it('ignores a confirmation with nothing to confirm', () => {
    const { actor, effects } = start();
    actor.send({ type: 'phone.change', value: '(11) 91234-5678' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'link.confirm' });
    expect(actor.getSnapshot().context.confirmed).toBeNull();
    expect(effects.persistRecent).toHaveBeenCalledOnce();
  });

  it('judges by the phone library once it is in, for every country', () => {
    const { actor } = start();
    actor.send({ type: 'country.change', iso: 'DE' });
    actor.send({ type: 'phone.change', value: '0170 1234567' });
    expect(actor.getSnapshot().context.hints).toEqual([]);
    actor.send({
      type: 'describer.ready',
      describe: (number) => ({
        display: `+${number}`,
        notMobile: false,
        trunkPrefix: 1,
        length: 'possible',
      }),
    });
    expect(actor.getSnapshot().context.hints).toEqual([
      { kind: 'trunkPrefix', fixed: '170 1234567', country: 'DE' },
    ]);
  });

  it('brings a confirmed link back from the recent links as confirmed', () => {
    const { actor } = start();
    actor.send({ type: 'phone.change', value: '12345' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'link.confirm' });
    actor.send({ type: 'form.clear' });
    actor.send({ type: 'recent.use', index: 0 });
    expect(actor.getSnapshot().context.link).toBe('https://wa.me/5512345');
    expect(isDoubtful(actor.getSnapshot().context)).toBe(false);
  });
});

describe('erasing the recent links', () => {
  it('can be undone until a new link is kept', () => {
    const { actor, effects } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'recent.clear' });
    expect(actor.getSnapshot().context.recent).toEqual([]);
    actor.send({ type: 'recent.undoClear' });
    expect(actor.getSnapshot().context.recent.map((entry) => entry.link)).toEqual([
      'https://wa.me/5511912345678',
    ]);
    expect(actor.getSnapshot().context.cleared).toEqual([]);
    expect(effects.persistRecent).toHaveBeenCalledTimes(3);

    actor.send({ type: 'recent.clear' });
    actor.send({ type: 'phone.change', value: '21987654321' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'recent.undoClear' });
    expect(actor.getSnapshot().context.recent.map((entry) => entry.link)).toEqual([
      'https://wa.me/5521987654321',
    ]);
  });
});

describe('where the link opens on computers', () => {
  const WEB = 'https://web.whatsapp.com/send?phone=5511912345678&text=Oi';

  it("opens in the app (wa.me, the spec's link) until the visitor chooses otherwise", () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.opensIn).toBe('app');
  });

  it('publishes no link while there is none, whatever the choice', () => {
    expect(publishedLink({ link: null, opensIn: 'web' })).toBeNull();
    expect(publishedLink({ link: null, opensIn: 'app' })).toBeNull();
  });

  it("copies and shares the chosen link; the link kept stays the spec's", async () => {
    const { actor, clipboard, sheet } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'message.change', value: 'Oi' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'open.choose', opensIn: 'web' });
    expect(actor.getSnapshot().value).toBe('generated');
    actor.send({ type: 'link.copy' });
    expect(clipboard.copied).toEqual([WEB]);
    clipboard.answer.resolve();
    await waitFor(actor, (state) => state.matches('generated'));
    actor.send({ type: 'link.share' });
    expect(sheet.shared).toEqual([WEB]);
    const { context } = actor.getSnapshot();
    expect(context.link).toBe('https://wa.me/5511912345678?text=Oi');
    expect(context.recent.map((entry) => entry.link)).toEqual([
      'https://wa.me/5511912345678?text=Oi',
    ]);
  });

  it('keeps the choice through LIMPAR and back to wa.me when chosen again', () => {
    const { actor, clipboard } = start();
    actor.send({ type: 'open.choose', opensIn: 'web' });
    actor.send({ type: 'form.clear' });
    expect(actor.getSnapshot().context.opensIn).toBe('web');
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'open.choose', opensIn: 'app' });
    actor.send({ type: 'link.copy' });
    expect(clipboard.copied).toEqual(['https://wa.me/5511912345678']);
  });
});

/** A chat link to a Brazilian number, as the visitor chose it to open (wa.me or WhatsApp Web). */
const PUBLISHED_LINK = /^https:\/\/(wa\.me\/|web\.whatsapp\.com\/send\?phone=)55\d+/;

describe('whatsappLinkCreatorMachine, every shortest path', () => {
  for (const path of modelPaths(whatsappLinkModel)) {
    it(pathTitle(path), async () => {
      const { actor, clipboard, sheet } = start();
      const context = () => actor.getSnapshot().context;
      const linkNow = () => {
        const { phone, message, country } = context();
        return buildWhatsAppLink(phone, message, country.callingCode);
      };
      /** The clipboard answers, and the machine has taken the answer in. */
      const answer = (settle: () => void) => async () => {
        settle();
        await waitFor(actor, (state) => !state.matches('copying'));
      };
      const share = (settle: () => void) => async () => {
        settle();
        await waitFor(actor, (state) => !state.matches('sharing'));
      };
      await path.test({
        events: {
          ...sendTo(actor, whatsappLinkModel),
          [COPY_DONE.type]: answer(() => clipboard.answer.resolve()),
          [COPY_FAILED.type]: answer(() => clipboard.answer.reject(new Error('denied'))),
          [SHARE_DONE.type]: share(() => sheet.answer.resolve()),
          [SHARE_FAILED.type]: share(() => sheet.answer.reject(new Error('NotAllowedError'))),
        },
        states: {
          empty: () => expect(context().link).toBeNull(),
          error: () => {
            expect(context().link).toBeNull();
            expect(linkNow().ok).toBe(false);
          },
          // The link shown is always the one for what is typed now.
          generated: () => expect(linkNow()).toMatchObject({ ok: true, url: context().link }),
          copying: () => {
            expect(linkNow()).toMatchObject({ ok: true, url: context().link });
            // The clipboard got the link of the moment 'Copiar' was pressed; edits may follow.
            expect(clipboard.copied.at(-1)).toMatch(PUBLISHED_LINK);
          },
          sharing: () => {
            expect(linkNow()).toMatchObject({ ok: true, url: context().link });
            expect(sheet.shared.at(-1)).toMatch(PUBLISHED_LINK);
          },
        },
      });
    });
  }
});
