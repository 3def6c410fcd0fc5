import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { type WhatsAppLinkEvent, whatsappLinkMachine } from './whatsappLink';

function start() {
  const effects = {
    notifyGenerated: vi.fn(),
    notifyInvalidPhone: vi.fn(),
    copyLink: vi.fn(),
    notifyCopied: vi.fn(),
    notifyCopyFailed: vi.fn(),
    focusPhone: vi.fn(),
  };
  const machine = whatsappLinkMachine.provide({
    actions: {
      ...effects,
      copyLink: (_, params) => effects.copyLink(params),
    },
  });
  const actor = createActor(machine).start();
  return { actor, effects };
}

describe('whatsappLinkMachine', () => {
  it('starts empty with nothing typed', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toEqual({ phone: '', message: '', link: null });
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
    expect(actor.getSnapshot().context).toEqual({ phone, message: 'Mensagem', link: null });
    expect(effects.notifyInvalidPhone).toHaveBeenCalledOnce();
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

  it('copies the current link and reports each outcome', () => {
    const { actor, effects } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'link.copy' });
    expect(effects.copyLink).toHaveBeenCalledWith({ link: 'https://wa.me/5511912345678' });
    actor.send({ type: 'copy.succeed' });
    expect(effects.notifyCopied).toHaveBeenCalledOnce();
    actor.send({ type: 'copy.fail' });
    expect(effects.notifyCopyFailed).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('generated');
  });

  it('cannot copy before a link exists', () => {
    const { actor, effects } = start();
    expect(actor.getSnapshot().can({ type: 'link.copy' })).toBe(false);
    actor.send({ type: 'link.copy' });
    expect(effects.copyLink).not.toHaveBeenCalled();
  });

  it('clears phone, message and link, then focuses the phone', () => {
    const { actor, effects } = start();
    actor.send({ type: 'phone.change', value: '11912345678' });
    actor.send({ type: 'message.change', value: 'Oi' });
    actor.send({ type: 'link.generate' });
    actor.send({ type: 'form.clear' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toEqual({ phone: '', message: '', link: null });
    expect(effects.focusPhone).toHaveBeenCalledOnce();
  });
});

describe('whatsappLinkMachine model paths', () => {
  const events: WhatsAppLinkEvent[] = [
    { type: 'phone.change', value: '11912345678' },
    { type: 'phone.change', value: '' },
    { type: 'message.change', value: 'Olá' },
    { type: 'link.generate' },
    { type: 'link.copy' },
    { type: 'form.clear' },
  ];
  // A few representative inputs keep the context finite, so the traversal ends.
  const model = createTestModel(whatsappLinkMachine, { events });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    const states = Object.keys(whatsappLinkMachine.root.states).map((s) => JSON.stringify(s));
    expect([...reached].sort()).toEqual(states.sort());
  });

  for (const path of paths) {
    it(path.description, () => {
      const actor = createActor(whatsappLinkMachine).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(actor.getSnapshot().context).toEqual(path.state.context);
    });
  }
});
