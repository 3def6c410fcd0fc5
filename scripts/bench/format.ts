/** One frame at 60 Hz, the unit a press's answer is counted in. */
const FRAME_MS = 1000 / 60;

/** How each kind of number reads in the bench's tables. */
export const format = {
  score: (value: number) => String(Math.round(value)),
  ms: (value: number) => String(Math.round(value)),
  ratio: (value: number) => `${value.toFixed(2)}×`,
  cls: (value: number) => value.toFixed(3),
  kb: (value: number) => value.toFixed(1),
  /**
   * Event Timing never reports events under 16 ms, so all we know of those is the bound. A page
   * the walk does not visit has no worst event (-Infinity).
   */
  interaction: (value: number) =>
    !Number.isFinite(value) ? '—' : value < 16 ? '< 16' : String(Math.round(value)),
  /** A cold press's times: Infinity is a press never answered. */
  press: (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'never'),
  frames: (value: number) => (Number.isFinite(value) ? `${(value / FRAME_MS).toFixed(1)}×` : '—'),
} as const;
