/**
 * The time zones the opening hours can be read in: Brazil's, one clock to a line (the zones that
 * keep the same time are grouped under it, so no two lines look alike), then a few abroad where
 * Brazilian businesses are, and the device's own when it is none of these. Pure: the names are
 * the content's.
 */

/** Brazil's clocks, east to west (none keeps summer time since 2019). */
export const BRAZIL_TIME_ZONES = [
  { offset: -2, zones: ['America/Noronha'] },
  {
    offset: -3,
    zones: ['America/Sao_Paulo', 'America/Belem', 'America/Fortaleza', 'America/Recife'],
  },
  {
    offset: -4,
    zones: ['America/Manaus', 'America/Cuiaba', 'America/Porto_Velho', 'America/Boa_Vista'],
  },
  { offset: -5, zones: ['America/Rio_Branco'] },
] as const;

/** Abroad: Portugal first (the other country of the language), then where else clients are. */
export const ABROAD_TIME_ZONES = [
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'America/New_York',
  'America/Argentina/Buenos_Aires',
  'Asia/Tokyo',
] as const;

export type ListedTimeZone =
  (typeof BRAZIL_TIME_ZONES)[number]['zones'][number] | (typeof ABROAD_TIME_ZONES)[number];

export interface TimeZoneNames {
  /** Each listed zone's name: 'Brasília (São Paulo, Rio, Sul, Nordeste…)'. */
  zones: Readonly<Record<ListedTimeZone, string>>;
  /** A Brazilian clock's group: 'Brasil, UTC−3 (horário de Brasília)'. */
  brazilGroup: (offset: number) => string;
  abroadGroup: string;
  deviceGroup: string;
  /** A zone not listed, the device's: its IANA name made readable. */
  deviceZone: (zone: string) => string;
}

export interface TimeZoneOption {
  zone: string;
  label: string;
}

export interface TimeZoneGroup {
  label: string;
  options: readonly TimeZoneOption[];
}

const LISTED: ReadonlySet<string> = new Set<string>([
  ...BRAZIL_TIME_ZONES.flatMap((clock) => clock.zones),
  ...ABROAD_TIME_ZONES,
]);

export function isListedTimeZone(zone: string): zone is ListedTimeZone {
  return LISTED.has(zone);
}

/**
 * The chooser's groups. `extra` (the device's zone, or one chosen before) comes first, in a group
 * of its own, when it is none of the listed ones; empty adds nothing.
 */
export function timeZoneGroups(names: TimeZoneNames, extra = ''): TimeZoneGroup[] {
  const named = (zone: ListedTimeZone) => ({ zone, label: names.zones[zone] });
  return [
    ...(extra !== '' && !isListedTimeZone(extra)
      ? [{ label: names.deviceGroup, options: [{ zone: extra, label: names.deviceZone(extra) }] }]
      : []),
    ...BRAZIL_TIME_ZONES.map((clock) => ({
      label: names.brazilGroup(clock.offset),
      options: clock.zones.map(named),
    })),
    { label: names.abroadGroup, options: ABROAD_TIME_ZONES.map(named) },
  ];
}
