import { describe, expect, it } from 'vitest';
import { siteButton } from '../content/site-button';
import { BRAZIL_TIME_ZONES, timeZoneGroups } from './time-zones';

const names = siteButton.timeZones;

/** The zone's offset from UTC on a date, in hours. */
function offsetOn(zone: string, date: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d{2}):(\d{2})/.exec(name ?? '');
  return match ? Number(match[1]) : 0;
}

describe('timeZoneGroups', () => {
  it("lists Brazil's clocks east to west, São Paulo's first in Brasília's", () => {
    const groups = timeZoneGroups(names);
    expect(groups.map((g) => g.label)).toEqual([
      'Brasil, UTC−2',
      'Brasil, UTC−3 (horário de Brasília)',
      'Brasil, UTC−4',
      'Brasil, UTC−5',
      'Outros países',
    ]);
    expect(groups[1]?.options[0]).toEqual({
      zone: 'America/Sao_Paulo',
      label: 'Brasília (São Paulo, Rio, Sul, Nordeste…)',
    });
    expect(groups[4]?.options[0]?.zone).toBe('Europe/Lisbon');
  });

  it('groups only zones that keep the offset their group says, all year', () => {
    for (const clock of BRAZIL_TIME_ZONES) {
      for (const zone of clock.zones) {
        for (const date of [new Date('2026-01-15'), new Date('2026-07-15')]) {
          expect(offsetOn(zone, date), zone).toBe(clock.offset);
        }
      }
    }
  });

  it('names every zone once, each a real zone', () => {
    const options = timeZoneGroups(names).flatMap((g) => g.options);
    expect(new Set(options.map((o) => o.zone)).size).toBe(options.length);
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
    for (const { zone } of options) {
      expect(() => new Intl.DateTimeFormat('pt-BR', { timeZone: zone })).not.toThrow();
    }
  });

  it("adds the device's zone first when it is not listed, and only then", () => {
    expect(timeZoneGroups(names, 'Asia/Kolkata')[0]).toEqual({
      label: 'Deste aparelho',
      options: [{ zone: 'Asia/Kolkata', label: 'Kolkata (Asia/Kolkata)' }],
    });
    expect(timeZoneGroups(names, 'America/Manaus')).toEqual(timeZoneGroups(names));
    expect(timeZoneGroups(names, '')).toEqual(timeZoneGroups(names));
  });
});
