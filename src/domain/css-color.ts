/**
 * A colour as CSS reads it, made the snippet's `#rrggbb`: hex (`#abc`, `#abcd`, `#aabbcc`,
 * `#aabbccdd`, with or without `#`), `rgb()`/`rgba()` (commas or spaces, numbers or percentages),
 * `hsl()`/`hsla()`, `hwb()` and the 148 named colours, in any case. The alpha is dropped: the
 * button is drawn opaque. `transparent` and `currentcolor` are colours to CSS but none a button
 * can be painted with: they are refused like any text that is no colour.
 */

/** The CSS named colours (CSS Color 4), `name:rrggbb`. */
const NAMED =
  'aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc ' +
  'bisque:ffe4c4 black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a ' +
  'burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 ' +
  'cornflowerblue:6495ed cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b ' +
  'darkcyan:008b8b darkgoldenrod:b8860b darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9 ' +
  'darkkhaki:bdb76b darkmagenta:8b008b darkolivegreen:556b2f darkorange:ff8c00 ' +
  'darkorchid:9932cc darkred:8b0000 darksalmon:e9967a darkseagreen:8fbc8f darkslateblue:483d8b ' +
  'darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3 ' +
  'deeppink:ff1493 deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff ' +
  'firebrick:b22222 floralwhite:fffaf0 forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc ' +
  'ghostwhite:f8f8ff gold:ffd700 goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f ' +
  'grey:808080 honeydew:f0fff0 hotpink:ff69b4 indianred:cd5c5c indigo:4b0082 ivory:fffff0 ' +
  'khaki:f0e68c lavender:e6e6fa lavenderblush:fff0f5 lawngreen:7cfc00 lemonchiffon:fffacd ' +
  'lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff lightgoldenrodyellow:fafad2 ' +
  'lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 lightsalmon:ffa07a ' +
  'lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 lightslategrey:778899 ' +
  'lightsteelblue:b0c4de lightyellow:ffffe0 lime:00ff00 limegreen:32cd32 linen:faf0e6 ' +
  'magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd mediumorchid:ba55d3 ' +
  'mediumpurple:9370db mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a ' +
  'mediumturquoise:48d1cc mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa ' +
  'mistyrose:ffe4e1 moccasin:ffe4b5 navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 ' +
  'olivedrab:6b8e23 orange:ffa500 orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa ' +
  'palegreen:98fb98 paleturquoise:afeeee palevioletred:db7093 papayawhip:ffefd5 ' +
  'peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd powderblue:b0e0e6 purple:800080 ' +
  'rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 saddlebrown:8b4513 ' +
  'salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d silver:c0c0c0 ' +
  'skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa ' +
  'springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347 ' +
  'turquoise:40e0d0 violet:ee82ee wheat:f5deb3 white:ffffff whitesmoke:f5f5f5 yellow:ffff00 ' +
  'yellowgreen:9acd32';

export const CSS_NAMED_COLORS: ReadonlyMap<string, string> = new Map(
  NAMED.split(' ').map((entry) => {
    const [name = '', hex = ''] = entry.split(':');
    return [name, `#${hex}`];
  }),
);

const HEX = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
/** A CSS `<number>`: `5`, `-.5`, `+1e2`. */
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const FUNCTION = /^(rgba?|hsla?|hwb)\((.*)\)$/;
const COMPONENT = new RegExp(String.raw`^(${NUMBER})(%|deg|grad|rad|turn)?$`);

interface Component {
  value: number;
  unit: string;
}

/** The colour as `#rrggbb` (lower case), or null when CSS would not paint a button with it. */
export function normaliseColor(text: string): string | null {
  const color = text.trim().toLowerCase();
  const named = CSS_NAMED_COLORS.get(color);
  if (named) return named;
  const hex = HEX.exec(color)?.[1];
  if (hex) return fromHex(hex);
  const call = FUNCTION.exec(color);
  if (!call?.[1] || call[2] === undefined) return null;
  const components = componentsOf(call[2]);
  if (!components) return null;
  const name = call[1].replace(/a$/, '');
  const rgb =
    name === 'rgb' ? rgbOf(components) : name === 'hsl' ? hslOf(components) : hwbOf(components);
  return rgb && toHex(rgb);
}

function fromHex(hex: string): string {
  const six = hex.length <= 4 ? [...hex.slice(0, 3)].map((d) => d + d).join('') : hex.slice(0, 6);
  return `#${six}`;
}

/**
 * The three colour components (the alpha checked, then dropped), from either syntax:
 * `a, b, c[, alpha]` or `a b c[ / alpha]`. `none` (the modern syntax's missing value) is 0.
 */
function componentsOf(args: string): Component[] | null {
  const body = args.trim();
  let parts: string[];
  let alpha: string | undefined;
  if (body.includes(',')) {
    parts = body.split(',').map((part) => part.trim());
    if (parts.length === 4) alpha = parts.pop();
  } else {
    const [main = '', after, ...more] = body.split('/');
    if (more.length > 0) return null;
    parts = main.trim().split(/\s+/);
    alpha = after?.trim();
  }
  if (parts.length !== 3) return null;
  if (alpha !== undefined && !parse(alpha, true)) return null;
  const components = parts.map((part) => parse(part, false));
  return components.every((c): c is Component => c !== null) ? components : null;
}

function parse(part: string, alpha: boolean): Component | null {
  if (part === 'none') return { value: 0, unit: '' };
  const match = COMPONENT.exec(part);
  if (!match?.[1]) return null;
  const unit = match[2] ?? '';
  if (alpha && unit !== '' && unit !== '%') return null;
  const value = Number(match[1]);
  return Number.isFinite(value) ? { value, unit } : null;
}

type Rgb = readonly [number, number, number];

const isPlain = (c: Component) => c.unit === '' || c.unit === '%';

function rgbOf(components: Component[]): Rgb | null {
  if (!components.every(isPlain)) return null;
  const [r, g, b] = components.map((c) => (c.unit === '%' ? (c.value * 255) / 100 : c.value));
  return [r ?? 0, g ?? 0, b ?? 0];
}

/**
 * The hue in degrees, from any of CSS's angle units, to a billionth of a degree: the conversion
 * can be off by a float's last bit ((-185 / 360) * 360 is -184.99999999999997), which is enough to
 * round a channel the other way at .5 (hsl(-545 56% 25%) and hsl(-185 56% 25%) differed).
 */
function hueOf(hue: Component): number | null {
  const perTurn: Record<string, number> = {
    '': 360,
    deg: 360,
    grad: 400,
    rad: 2 * Math.PI,
    turn: 1,
  };
  const turn = perTurn[hue.unit];
  return turn === undefined ? null : Math.round((hue.value / turn) * 360 * 1e9) / 1e9;
}

/** A saturation, lightness, whiteness or blackness as a fraction of 1 (a bare number is %). */
const fraction = (c: Component) => clamp(c.value, 0, 100) / 100;

function hslOf([hue, s, l]: Component[]): Rgb | null {
  const h = hue && hueOf(hue);
  if (h === null || h === undefined || !s || !l || !isPlain(s) || !isPlain(l)) return null;
  return hslToRgb(h, fraction(s), fraction(l));
}

/** CSS Color 4's `hslToRgb`, in 0–255. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const h = ((hue % 360) + 360) % 360;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return [f(0), f(8), f(4)];
}

function hwbOf([hue, w, b]: Component[]): Rgb | null {
  const h = hue && hueOf(hue);
  if (h === null || h === undefined || !w || !b || !isPlain(w) || !isPlain(b)) return null;
  const white = fraction(w);
  const black = fraction(b);
  if (white + black >= 1) {
    const grey = (white / (white + black)) * 255;
    return [grey, grey, grey];
  }
  const [r, g, bl] = hslToRgb(h, 1, 0.5);
  const scale = (x: number) => x * (1 - white - black) + white * 255;
  return [scale(r), scale(g), scale(bl)];
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(clamp(channel, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
