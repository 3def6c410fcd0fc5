import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteButtonDefaults } from '../content/site-button';
import {
  type SiteButtonForm,
  siteButtonFormProblems,
  siteButtonOptions,
  toggleDay,
} from './site-button-form';

const form: SiteButtonForm = { ...siteButtonDefaults, timeZone: 'America/Sao_Paulo' };

describe('siteButtonOptions', () => {
  it('adds the calling code to the number, and none to an empty field', () => {
    expect(siteButtonOptions({ ...form, phone: '(11) 91234-5678' }).number).toBe('5511912345678');
    expect(siteButtonOptions({ ...form, country: 'PT', phone: '912 345 678' }).number).toBe(
      '351912345678',
    );
    expect(siteButtonOptions({ ...form, phone: ' - ' }).number).toBe('');
  });

  it('makes any CSS colour #rrggbb, and leaves what is no colour as typed', () => {
    expect(siteButtonOptions({ ...form, color: ' 1F6FEB ' }).color).toBe('#1f6feb');
    expect(siteButtonOptions({ ...form, color: '#abc' }).color).toBe('#aabbcc');
    expect(siteButtonOptions({ ...form, color: '#AABBCCDD' }).color).toBe('#aabbcc');
    expect(siteButtonOptions({ ...form, color: 'rgb(37 211 102 / 50%)' }).color).toBe('#25d366');
    expect(siteButtonOptions({ ...form, color: 'hsl(0, 100%, 50%)' }).color).toBe('#ff0000');
    expect(siteButtonOptions({ ...form, color: 'Tomato' }).color).toBe('#ff6347');
    expect(siteButtonOptions({ ...form, color: '1f6fe' }).color).toBe('1f6fe');
    expect(siteButtonOptions({ ...form, color: 'verde' }).color).toBe('verde');
    expect(siteButtonOptions({ ...form, color: 'transparent' }).color).toBe('transparent');
  });

  it('names a problem only for text that is no colour', () => {
    const phone = '(11) 91234-5678';
    for (const color of ['#abc', 'rgba(0,0,0,.5)', 'hsl(1turn 50% 50%)', 'RebeccaPurple']) {
      expect(siteButtonFormProblems({ ...form, phone, color }), color).toEqual([]);
    }
    for (const color of ['#ab', 'transparent', 'currentColor', '']) {
      expect(siteButtonFormProblems({ ...form, phone, color }), color).toEqual(['color']);
    }
  });

  it('reads plain digits as seconds, and anything else as no number at all', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const { seconds } = siteButtonOptions({ ...form, appear: 'seconds', seconds: typed });
        const trimmed = typed.trim();
        if (/^[0-9]+$/.test(trimmed)) expect(seconds).toBe(Number.parseInt(trimmed, 10));
        else expect(seconds).toBeNaN();
      }),
    );
  });

  it('gives each extra number the calling code, and own hours only in the chat window', () => {
    const member = {
      phone: '(21) 99876-5432',
      name: 'Beto',
      role: '',
      avatar: '',
      hoursOn: true,
      days: [6],
      opens: '09:00',
      closes: '13:00',
    };
    const button = siteButtonOptions({ ...form, team: [member] });
    expect(button.team).toEqual([
      { number: '5521998765432', name: 'Beto', role: '', avatar: '', hours: null },
    ]);
    const chat = siteButtonOptions({ ...form, mode: 'chat', team: [member] });
    expect(chat.team[0]?.hours).toEqual({ days: [6], opens: '09:00', closes: '13:00' });
    expect(chat.chat).toMatchObject({ name: '', consent: 'off', qr: true });
    expect(button.chat).toBeNull();
  });

  it('has hours only while they are on, in the chosen zone', () => {
    expect(siteButtonOptions(form).hours).toBeNull();
    const options = siteButtonOptions({ ...form, hoursOn: true, timeZone: 'America/Manaus' });
    expect(options.hours).toEqual({ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' });
    expect(options.timeZone).toBe('America/Manaus');
  });
});

describe('toggleDay', () => {
  it('keeps each day once, in week order', () => {
    const day = fc.integer({ min: 0, max: 6 });
    fc.assert(
      fc.property(fc.uniqueArray(day), day, fc.boolean(), (days, toggled, on) => {
        const sorted = [...days].sort((a, b) => a - b);
        const result = toggleDay(sorted, toggled, on);
        expect(result).toEqual([...new Set(result)].sort((a, b) => a - b));
        expect(result.includes(toggled)).toBe(on);
        expect(result.filter((d) => d !== toggled)).toEqual(sorted.filter((d) => d !== toggled));
      }),
    );
  });
});
