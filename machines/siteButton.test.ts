import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import { siteButtonDefaults } from '../src/content/site-button';
import runtime from 'virtual:chat-widget-runtime';
import type { PhoneDescriber } from '../src/domain/phone-hints';
import { siteButtonSnippet } from '../src/domain/site-button-snippet';
import { baseSiteButton } from '../tests/fixtures/site-button';
import {
  asksToConfirm,
  COPIED_FOR_MS,
  siteButtonMachine,
  type SiteButtonEvent,
} from './siteButton';
import { modelPaths, pathTitle } from '../tests/model/model';
import {
  COPIED_ELAPSED,
  COPY_DONE,
  COPY_FAILED,
  siteButtonModel,
  TOO_LONG_LABEL,
  VALID_PHONE,
} from '../tests/model/site-button';
import { followAgainstSpec, type SpecReference } from '../tests/model/unit';

/** The actor under test, with spies for the view's effects and a clipboard the test answers. */
function start(form = siteButtonDefaults) {
  const effects = {
    notifyCopied: vi.fn(),
    notifyCopyFailed: vi.fn(),
    notifyProblems: vi.fn(),
    focusFirstProblem: vi.fn(),
  };
  const clipboard = {
    copied: [] as string[],
    answer: { resolve: () => {}, reject: (_error: Error) => {} },
  };
  const copySnippet = fromPromise(({ input }: { input: { snippet: string } }) => {
    clipboard.copied.push(input.snippet);
    return new Promise<void>((resolve, reject) => {
      clipboard.answer = { resolve, reject };
    });
  });
  const machine = siteButtonMachine.provide({ actions: effects, actors: { copySnippet } });
  const actor = createActor(machine, { input: { form, runtime } }).start();
  return { actor, effects, clipboard };
}

const state = (actor: { getSnapshot(): AnyMachineSnapshot }) => actor.getSnapshot().value;

describe('siteButtonMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens incomplete: no number yet, so no snippet', () => {
    const { actor } = start();
    expect(state(actor)).toBe('incomplete');
    expect(actor.getSnapshot().context).toMatchObject({
      problems: ['number'],
      snippet: null,
      preview: 'phone',
    });
  });

  it('opens ready with a form that is already complete', () => {
    const { actor } = start({ ...siteButtonDefaults, phone: VALID_PHONE });
    expect(state(actor)).toBe('ready');
  });

  it('makes the snippet from the number with its calling code, following every edit', () => {
    const { actor } = start();
    actor.send({ type: 'form.change', patch: { phone: VALID_PHONE } });
    expect(state(actor)).toBe('ready');
    const options = {
      ...baseSiteButton,
      number: '5511912345678',
      message: 'Oi',
      side: 'left',
      color: '#1f6feb',
      seconds: Number.NaN,
      timeZone: '',
    } as const;
    actor.send({ type: 'form.change', patch: { message: 'Oi', side: 'left', color: '1f6feb' } });
    expect(actor.getSnapshot().context.snippet).toBe(siteButtonSnippet(options));
    expect(actor.getSnapshot().context.snippet).toContain(runtime);
    actor.send({ type: 'form.change', patch: { country: 'PT', phone: '912 345 678' } });
    expect(actor.getSnapshot().context.snippet).toContain('"number":"351912345678"');
  });

  it('keeps a bad edit as typed, with its problem, and drops the snippet', () => {
    const { actor } = start({ ...siteButtonDefaults, phone: VALID_PHONE });
    actor.send({ type: 'form.change', patch: { color: '#12345', label: TOO_LONG_LABEL } });
    expect(state(actor)).toBe('incomplete');
    expect(actor.getSnapshot().context).toMatchObject({
      form: { color: '#12345', label: TOO_LONG_LABEL },
      problems: ['color', 'label'],
      snippet: null,
    });
  });

  it('reads the seconds as plain digits only, and only when the button waits for them', () => {
    const { actor } = start({ ...siteButtonDefaults, phone: VALID_PHONE });
    actor.send({ type: 'form.change', patch: { seconds: '3O' } });
    expect(state(actor)).toBe('ready');
    actor.send({ type: 'form.change', patch: { appear: 'seconds' } });
    for (const bad of ['3O', '1e3', '-5', '2.5', '601']) {
      actor.send({ type: 'form.change', patch: { seconds: bad } });
      expect(actor.getSnapshot().context.problems, bad).toEqual(['seconds']);
    }
    actor.send({ type: 'form.change', patch: { seconds: ' 30 ' } });
    expect(actor.getSnapshot().context.snippet).toContain('"appear":"seconds","seconds":30');
  });

  it('checks the opening hours only while they are on', () => {
    const { actor } = start({ ...siteButtonDefaults, phone: VALID_PHONE });
    actor.send({ type: 'form.change', patch: { days: [], opens: '09:00', closes: '09:00' } });
    expect(state(actor)).toBe('ready');
    actor.send({ type: 'form.change', patch: { hoursOn: true } });
    expect(actor.getSnapshot().context.problems).toEqual(['hoursDays', 'hoursTimes', 'timeZone']);
    actor.send({
      type: 'form.change',
      patch: { days: [6], closes: '02:00', timeZone: 'America/Sao_Paulo' },
    });
    expect(state(actor)).toBe('ready');
  });

  it("takes this device's zone with the edit that sets hours, and reads it for nothing else", () => {
    const deviceZone = vi.fn(() => 'America/Manaus');
    const form = { ...siteButtonDefaults, phone: VALID_PHONE };
    const actor = createActor(siteButtonMachine, { input: { form, runtime, deviceZone } }).start();
    actor.send({ type: 'form.change', patch: { label: 'Chame a gente' } });
    expect(deviceZone).not.toHaveBeenCalled();
    actor.send({ type: 'form.change', patch: { hoursOn: true } });
    expect(actor.getSnapshot().context.form.timeZone).toBe('America/Manaus');
    expect(state(actor)).toBe('ready');
    // A zone chosen is kept, hours off and on again.
    actor.send({ type: 'form.change', patch: { timeZone: 'Europe/Lisbon' } });
    actor.send({ type: 'form.change', patch: { hoursOn: false } });
    actor.send({ type: 'form.change', patch: { hoursOn: true } });
    expect(actor.getSnapshot().context.form.timeZone).toBe('Europe/Lisbon');
    expect(deviceZone).toHaveBeenCalledTimes(1);
  });

  it('shows every problem and goes to the first when copy is pressed with problems', () => {
    const { actor, effects, clipboard } = start();
    actor.send({ type: 'snippet.copy' });
    expect(state(actor)).toBe('invalid');
    expect(effects.notifyProblems).toHaveBeenCalledOnce();
    expect(effects.focusFirstProblem).toHaveBeenCalledOnce();
    actor.send({ type: 'snippet.copy' });
    expect(effects.focusFirstProblem).toHaveBeenCalledTimes(2);
    expect(clipboard.copied).toEqual([]);
  });

  it('stays invalid while problems remain, and is ready once none do', () => {
    const { actor } = start();
    actor.send({ type: 'snippet.copy' });
    actor.send({ type: 'form.change', patch: { label: TOO_LONG_LABEL } });
    expect(state(actor)).toBe('invalid');
    actor.send({ type: 'form.change', patch: { phone: VALID_PHONE } });
    expect(state(actor)).toBe('invalid');
    actor.send({ type: 'form.change', patch: { label: 'Chame' } });
    expect(state(actor)).toBe('ready');
  });

  it('copies the snippet on show, says so, and goes back after a moment', async () => {
    const { actor, effects, clipboard } = start({ ...siteButtonDefaults, phone: VALID_PHONE });
    actor.send({ type: 'snippet.copy' });
    expect(state(actor)).toBe('copying');
    expect(clipboard.copied).toEqual([actor.getSnapshot().context.snippet]);
    clipboard.answer.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(state(actor)).toBe('copied');
    expect(effects.notifyCopied).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(COPIED_FOR_MS - 1);
    expect(state(actor)).toBe('copied');
    vi.advanceTimersByTime(1);
    expect(state(actor)).toBe('ready');
  });

  it('copies again from copied', async () => {
    const { actor, clipboard } = start({ ...siteButtonDefaults, phone: VALID_PHONE });
    actor.send({ type: 'snippet.copy' });
    clipboard.answer.resolve();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'snippet.copy' });
    expect(state(actor)).toBe('copying');
    expect(clipboard.copied).toHaveLength(2);
  });

  it('says so when the clipboard refuses, and keeps the form', async () => {
    const { actor, effects, clipboard } = start({ ...siteButtonDefaults, phone: VALID_PHONE });
    actor.send({ type: 'snippet.copy' });
    clipboard.answer.reject(new Error('NotAllowedError'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state(actor)).toBe('ready');
    expect(effects.notifyCopyFailed).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.form.phone).toBe(VALID_PHONE);
  });

  it('takes an edit made while copying, and ends where that edit leaves the form', async () => {
    const { actor, clipboard } = start({ ...siteButtonDefaults, phone: VALID_PHONE });
    actor.send({ type: 'snippet.copy' });
    actor.send({ type: 'form.change', patch: { phone: '' } });
    expect(state(actor)).toBe('copying');
    expect(actor.getSnapshot().context.form.phone).toBe('');
    clipboard.answer.reject(new Error('NotAllowedError'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state(actor)).toBe('incomplete');

    actor.send({ type: 'form.change', patch: { phone: VALID_PHONE } });
    actor.send({ type: 'snippet.copy' });
    actor.send({ type: 'form.change', patch: { phone: '' } });
    clipboard.answer.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(state(actor)).toBe('copied');
    vi.advanceTimersByTime(COPIED_FOR_MS);
    expect(state(actor)).toBe('incomplete');
  });

  it('an edit ends copied at once', async () => {
    const { actor, clipboard } = start({ ...siteButtonDefaults, phone: VALID_PHONE });
    actor.send({ type: 'snippet.copy' });
    clipboard.answer.resolve();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.change', patch: { message: 'Oi' } });
    expect(state(actor)).toBe('ready');
  });

  it('keeps the last snippet made on show while the form has problems', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.lastSnippet).toBeNull();
    actor.send({ type: 'form.change', patch: { phone: VALID_PHONE } });
    const made = actor.getSnapshot().context.snippet;
    actor.send({ type: 'form.change', patch: { color: '#12' } });
    expect(actor.getSnapshot().context).toMatchObject({ snippet: null, lastSnippet: made });
    actor.send({ type: 'form.change', patch: { color: '#ABC' } });
    const fixed = actor.getSnapshot().context.snippet;
    expect(fixed).toContain('"color":"#aabbcc"');
    expect(actor.getSnapshot().context.lastSnippet).toBe(fixed);
    actor.send({ type: 'form.change', patch: { phone: '' } });
    expect(actor.getSnapshot().context).toMatchObject({ snippet: null, lastSnippet: fixed });
  });

  it('takes any CSS colour, written #rrggbb in the snippet', () => {
    const { actor } = start({ ...siteButtonDefaults, phone: VALID_PHONE });
    for (const [typed, hex] of [
      ['#abc', '#aabbcc'],
      ['rgb(255 0 0 / 50%)', '#ff0000'],
      ['hsl(240, 100%, 50%)', '#0000ff'],
      ['Navy', '#000080'],
    ]) {
      actor.send({ type: 'form.change', patch: { color: typed } });
      expect(state(actor), typed).toBe('ready');
      expect(actor.getSnapshot().context.snippet).toContain(`"color":"${hex}"`);
    }
    actor.send({ type: 'form.change', patch: { color: 'transparent' } });
    expect(actor.getSnapshot().context.problems).toEqual(['color']);
  });

  it('asks to fix or confirm a number the hints say cannot work before copying it', async () => {
    const { actor, clipboard } = start({ ...siteButtonDefaults, phone: '011 91234-5678' });
    expect(state(actor)).toBe('ready');
    actor.send({ type: 'snippet.copy' });
    expect(state(actor)).toBe('ready');
    expect(clipboard.copied).toEqual([]);
    expect(asksToConfirm(actor.getSnapshot())).toBe(true);

    // 'O número está certo': the next press copies it as typed.
    actor.send({ type: 'number.confirm' });
    expect(asksToConfirm(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'snippet.copy' });
    expect(state(actor)).toBe('copying');
    expect(clipboard.copied[0]).toContain('"number":"55011912345678"');
    clipboard.answer.resolve();
    await vi.advanceTimersByTimeAsync(0);

    // Another number is judged afresh, and asks again.
    actor.send({ type: 'form.change', patch: { phone: '0 11 91234-5670' } });
    expect(actor.getSnapshot().context.numberConfirmed).toBe(false);
    actor.send({ type: 'snippet.copy' });
    expect(state(actor)).toBe('ready');
    expect(asksToConfirm(actor.getSnapshot())).toBe(true);

    // Fixed (the note's own fix): no question, and it copies.
    actor.send({ type: 'form.change', patch: { phone: '11 91234-5670' } });
    expect(asksToConfirm(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'snippet.copy' });
    expect(state(actor)).toBe('copying');
    expect(clipboard.copied[1]).toContain('"number":"5511912345670"');
  });

  it('ignores a confirmation when the number is not in doubt', () => {
    const { actor } = start({ ...siteButtonDefaults, phone: VALID_PHONE });
    actor.send({ type: 'number.confirm' });
    expect(actor.getSnapshot().context.numberConfirmed).toBe(false);
  });

  it('judges other countries by the phone library once it is in', async () => {
    const { actor, clipboard } = start({
      ...siteButtonDefaults,
      country: 'DE',
      phone: '0170 1234567',
    });
    actor.send({ type: 'snippet.copy' });
    expect(state(actor)).toBe('copying');
    clipboard.answer.reject(new Error('refused'));
    await vi.advanceTimersByTimeAsync(0);
    const describe: PhoneDescriber = (number) => ({
      display: `+${number}`,
      notMobile: false,
      trunkPrefix: 1,
      length: 'possible',
    });
    actor.send({ type: 'describer.ready', describe });
    actor.send({ type: 'snippet.copy' });
    expect(asksToConfirm(actor.getSnapshot())).toBe(true);
  });

  it("opens and closes the preview panel with 'Ver prévia', keeping it across edits", () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.previewOpen).toBe(false);
    actor.send({ type: 'preview.toggle' });
    actor.send({ type: 'form.change', patch: { phone: VALID_PHONE } });
    expect(actor.getSnapshot().context.previewOpen).toBe(true);
    actor.send({ type: 'preview.toggle' });
    expect(actor.getSnapshot().context.previewOpen).toBe(false);
  });

  it('switches the preview between phone and computer in any state', () => {
    const { actor } = start();
    actor.send({ type: 'preview.show', device: 'computer' });
    expect(actor.getSnapshot().context.preview).toBe('computer');
    actor.send({ type: 'form.change', patch: { phone: VALID_PHONE } });
    expect(actor.getSnapshot().context.preview).toBe('computer');
    expect(state(actor)).toBe('ready');
  });
});

/**
 * The tool as the issue states it, from the visitor's side: whether a snippet shows, whether the
 * fields' problems all show, what 'Copiar código' says.
 */
type Button = 'copy' | 'copying' | 'copied';
interface View {
  snippet: boolean;
  allProblemsShown: boolean;
  button: Button;
}

interface Typed {
  phone: string;
  label: string;
}

function makeSpec(): SpecReference<View> {
  const typed: Typed = { phone: '', label: siteButtonDefaults.label };
  let pressedWithProblems = false;
  let copying = false;
  const complete = () => typed.phone !== '' && [...typed.label.trim()].length <= 40;
  const view = (button: Button): View => ({
    snippet: complete(),
    allProblemsShown: pressedWithProblems && !complete(),
    button,
  });
  return {
    initial: view('copy'),
    next: (previous, event) => {
      switch (event.type) {
        case 'form.change': {
          Object.assign(typed, event.patch);
          if (complete()) pressedWithProblems = false;
          return view(copying ? 'copying' : 'copy');
        }
        case 'snippet.copy':
          if (!complete()) {
            pressedWithProblems = true;
            return view('copy');
          }
          copying = true;
          return view('copying');
        case COPY_DONE.type:
          copying = false;
          return view('copied');
        case COPY_FAILED.type:
        case COPIED_ELAPSED.type:
          copying = false;
          return view('copy');
        default:
          return previous;
      }
    },
  };
}

describe('siteButtonMachine model paths', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const path of modelPaths(siteButtonModel)) {
    it(pathTitle(path), async () => {
      const { actor, clipboard } = start();
      await followAgainstSpec<View>(path, makeSpec(), {
        send: async (event) => {
          if (event.type === COPY_DONE.type) clipboard.answer.resolve();
          else if (event.type === COPY_FAILED.type) clipboard.answer.reject(new Error('refused'));
          else if (event.type === COPIED_ELAPSED.type) vi.advanceTimersByTime(COPIED_FOR_MS);
          else actor.send(event as SiteButtonEvent);
          await vi.advanceTimersByTimeAsync(0);
        },
        view: () => {
          const snapshot = actor.getSnapshot();
          return {
            snippet: snapshot.context.snippet !== null,
            allProblemsShown: snapshot.matches('invalid'),
            button: snapshot.matches('copying')
              ? 'copying'
              : snapshot.matches('copied')
                ? 'copied'
                : 'copy',
          };
        },
      });
    });
  }
});
