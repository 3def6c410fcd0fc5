import type { WidgetHours } from './config';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** One formatter a zone: making one is the slowest step of reading a clock, on a slow phone. */
const formatters: Record<string, Intl.DateTimeFormat> = {};

/** The weekday and minute of the day that `now` is in `zone`. */
export function clockIn(zone: string, now: Date): { day: number; minute: number } {
  const parts: Record<string, string> = {};
  formatters[zone] ??= new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const part of formatters[zone].formatToParts(now)) {
    parts[part.type] = part.value;
  }
  return {
    day: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/**
 * Whether the hours are on at that clock. A closing time at or before the opening time runs past
 * midnight: the night belongs to the day it started on.
 */
export function isOpenAt(hours: WidgetHours, clock: { day: number; minute: number }) {
  const on = (day: number) => hours.days.includes((day + 7) % 7);
  const { day, minute } = clock;
  return hours.opens < hours.closes
    ? on(day) && minute >= hours.opens && minute < hours.closes
    : (on(day) && minute >= hours.opens) || (on(day - 1) && minute < hours.closes);
}
