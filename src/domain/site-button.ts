import { escapeHtml } from './html';
import { chatLinkTo } from './whatsapp-link';

/**
 * The chat button a small business pastes into its own site: plain HTML and CSS, plus a few lines
 * of inline script only for the options that need one (scroll, opening hours, the page in the
 * message). No outside script, no cookie, no request until the button is clicked. Everything the
 * visitor typed reaches the snippet escaped for where it lands: HTML text, an attribute, or a
 * script's JSON.
 */

export type ButtonSide = 'right' | 'left';
export type ButtonDevices = 'all' | 'phones' | 'computers';

export interface OpeningHours {
  /** The days it opens, 0 = Sunday … 6 = Saturday. */
  readonly days: readonly number[];
  /** `HH:MM`, 24 h. A closing time at or before the opening time runs past midnight. */
  readonly opens: string;
  readonly closes: string;
  /** The business's IANA time zone: its clock decides, wherever the site's visitor is. */
  readonly timeZone: string;
}

export interface SiteButtonOptions {
  /** The number as WhatsApp expects it: calling code first, digits only. */
  readonly number: string;
  readonly message: string;
  readonly side: ButtonSide;
  /** `#rrggbb`. */
  readonly color: string;
  /** The call to action beside the icon; empty shows the icon alone. */
  readonly label: string;
  readonly devices: ButtonDevices;
  /** Pixels scrolled before the button shows; 0 shows it at once. */
  readonly showAfterScroll: number;
  readonly hours: OpeningHours | null;
  /** Adds the page's title and address to the message when the button is clicked. */
  readonly includePage: boolean;
}

export type SiteButtonProblem =
  'number' | 'color' | 'label' | 'scroll' | 'hoursDays' | 'hoursTimes' | 'timeZone';

export const SITE_BUTTON_LIMITS = {
  /** A call to action longer than this wraps or covers the page on a phone. */
  labelLength: 40,
  /** Further than this, most pages end before the button shows. */
  maxScroll: 20_000,
} as const;

/** The WhatsApp brand green, the button's colour unless the visitor picks another. */
export const WHATSAPP_GREEN = '#25d366';

/** Below this width the snippet treats the screen as a phone's. */
const PHONE_MAX_WIDTH = 767;
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The button's id and class: specific enough not to meet the host page's own names. */
const CSS_CLASS = 'zap-chat-button';

/** What stops a snippet from being made, each once, in the form's order. */
export function siteButtonProblems(options: SiteButtonOptions): SiteButtonProblem[] {
  const problems: SiteButtonProblem[] = [];
  if (!/^\d{8,15}$/.test(options.number)) problems.push('number');
  if (!HEX_COLOR.test(options.color)) problems.push('color');
  if ([...options.label.trim()].length > SITE_BUTTON_LIMITS.labelLength) problems.push('label');
  const scroll = options.showAfterScroll;
  if (!Number.isInteger(scroll) || scroll < 0 || scroll > SITE_BUTTON_LIMITS.maxScroll) {
    problems.push('scroll');
  }
  const { hours } = options;
  if (hours) {
    if (hours.days.length === 0) problems.push('hoursDays');
    if (
      !CLOCK_TIME.test(hours.opens) ||
      !CLOCK_TIME.test(hours.closes) ||
      hours.opens === hours.closes
    ) {
      problems.push('hoursTimes');
    }
    if (!isTimeZone(hours.timeZone)) problems.push('timeZone');
  }
  return problems;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
}

/**
 * White or near-black text, whichever reads better on the chosen colour (WCAG relative luminance:
 * white wins only when it reaches at least the contrast black would).
 */
export function textColorOn(background: string): '#ffffff' | '#111111' {
  const light = relativeLuminance(background);
  // Compared exactly: a rounded luminance of the dark text picked the wrong one near the tie.
  const dark = relativeLuminance('#111111');
  return 1.05 / (light + 0.05) >= (light + 0.05) / (dark + 0.05) ? '#ffffff' : '#111111';
}

/** WCAG's relative luminance of a `#rrggbb` colour. */
function relativeLuminance(color: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const value = Number.parseInt(color.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The snippet to paste before `</body>`; call only when `siteButtonProblems` found none. */
export function siteButtonSnippet(options: SiteButtonOptions): string {
  const label = options.label.trim();
  const link = chatLinkTo(options.number, options.message);
  const anchor = [
    `<a id="${CSS_CLASS}" class="${CSS_CLASS}" href="${escapeHtml(link)}" target="_blank" rel="noopener"`,
    label === '' ? ` aria-label="Conversar no WhatsApp">` : '>',
    WHATSAPP_ICON,
    label === '' ? '' : `<span>${escapeHtml(label)}</span>`,
    '</a>',
  ].join('');
  const script = snippetScript(options);
  return [
    '<!-- Botão de WhatsApp: sem scripts de fora, sem cookies -->',
    `<style>${snippetStyle(options, label !== '')}</style>`,
    anchor,
    ...(script ? [`<script>${script}</script>`] : []),
  ].join('\n');
}

function snippetStyle(options: SiteButtonOptions, withLabel: boolean): string {
  const color = options.color.toLowerCase();
  const rules = [
    `.${CSS_CLASS}{position:fixed;bottom:20px;${options.side}:20px;z-index:2147483000;` +
      `display:inline-flex;align-items:center;gap:8px;box-sizing:border-box;min-height:56px;` +
      `padding:${withLabel ? '0 20px 0 16px' : '0 16px'};border-radius:28px;` +
      `background:${color};color:${textColorOn(color)};` +
      `font:600 16px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;` +
      `text-decoration:none;box-shadow:0 4px 14px rgba(0,0,0,.25)}`,
    `.${CSS_CLASS}:hover{filter:brightness(1.08)}`,
    `.${CSS_CLASS}:focus-visible{outline:3px solid #111;outline-offset:3px}`,
    `.${CSS_CLASS} svg{width:24px;height:24px;fill:currentColor;flex:none}`,
    `.${CSS_CLASS}[hidden]{display:none}`,
  ];
  if (options.devices === 'phones') {
    rules.push(`@media (min-width:${PHONE_MAX_WIDTH + 1}px){.${CSS_CLASS}{display:none}}`);
  }
  if (options.devices === 'computers') {
    rules.push(`@media (max-width:${PHONE_MAX_WIDTH}px){.${CSS_CLASS}{display:none}}`);
  }
  return rules.join('');
}

/**
 * JSON that stays data inside a `<script>`: `<` never closes the element and the line separators
 * never end a string in older engines.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The inline script, only for the options that need one. It runs right after the button (found by
 * id: tag managers move scripts), so the button starts hidden without a flash when it must wait, and shows as plain HTML when scripts are
 * off (better a button outside hours than none).
 */
function snippetScript(options: SiteButtonOptions): string | null {
  const { hours, showAfterScroll, includePage } = options;
  if (!hours && showAfterScroll === 0 && !includePage) return null;
  const config = {
    scroll: showAfterScroll,
    hours: hours && {
      days: [...hours.days],
      opens: minutesOf(hours.opens),
      closes: minutesOf(hours.closes),
      zone: hours.timeZone,
    },
    page: includePage ? { base: chatLinkTo(options.number, ''), message: options.message } : null,
  };
  return `(function(){var c=${scriptJson(config)},a=document.getElementById(${scriptJson(CSS_CLASS)});${SCRIPT_BODY}})();`;
}

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Kept readable: it is what the business pastes and may read. Plain ES5, for every browser. */
const SCRIPT_BODY = [
  'function open(){if(!c.hours)return true;',
  'var p=new Intl.DateTimeFormat("en-US",{timeZone:c.hours.zone,weekday:"short",hour:"2-digit",minute:"2-digit",hourCycle:"h23"}).formatToParts(new Date()),v={};',
  'for(var i=0;i<p.length;i++)v[p[i].type]=p[i].value;',
  'var d=["Sun","Mon","Tue","Wed","Thu","Fri","Sat"].indexOf(v.weekday),m=(+v.hour%24)*60+(+v.minute),h=c.hours;',
  'var on=function(x){return h.days.indexOf((x+7)%7)>=0};',
  'return h.opens<h.closes?on(d)&&m>=h.opens&&m<h.closes:(on(d)&&m>=h.opens)||(on(d-1)&&m<h.closes)}',
  'function show(){a.hidden=!(open()&&(window.pageYOffset||document.documentElement.scrollTop)>=c.scroll)}',
  'show();if(c.scroll)window.addEventListener("scroll",show,{passive:true});if(c.hours)setInterval(show,60000);',
  'if(c.page){var link=function(){var t=c.page.message?c.page.message+"\\n\\n":"";a.href=c.page.base+"?text="+encodeURIComponent(t+document.title+"\\n"+location.href)};',
  'link();a.addEventListener("click",link);a.addEventListener("focus",link)}',
].join('');

const WHATSAPP_ICON =
  '<svg viewBox="0 0 448 512" aria-hidden="true" focusable="false"><path d="M380.9 97.1C339 55.1 283.2 32 223.9 32c-122.4 0-222 99.6-222 222 0 39.1 10.2 77.3 29.6 111L0 480l117.7-30.9c32.4 17.7 68.9 27 106.1 27h.1c122.3 0 224.1-99.6 224.1-222 0-59.3-25.2-115-67.1-157zm-157 341.6c-33.2 0-65.7-8.9-94-25.7l-6.7-4-69.8 18.3L72 359.2l-4.4-7c-18.5-29.4-28.2-63.3-28.2-98.2 0-101.7 82.8-184.5 184.6-184.5 49.3 0 95.6 19.2 130.4 54.1 34.8 34.9 56.2 81.2 56.1 130.5 0 101.8-84.9 184.6-186.6 184.6zm101.2-138.2c-5.5-2.8-32.8-16.2-37.9-18-5.1-1.9-8.8-2.8-12.5 2.8-3.7 5.6-14.3 18-17.6 21.8-3.2 3.7-6.5 4.2-12 1.4-32.6-16.3-54-29.1-75.5-66-5.7-9.8 5.7-9.1 16.3-30.3 1.8-3.7.9-6.9-.5-9.7-1.4-2.8-12.5-30.1-17.1-41.2-4.5-10.8-9.1-9.3-12.5-9.5-3.2-.2-6.9-.2-10.6-.2-3.7 0-9.7 1.4-14.8 6.9-5.1 5.6-19.4 19-19.4 46.3 0 27.3 19.9 53.7 22.6 57.4 2.8 3.7 39.1 59.7 94.8 83.8 35.2 15.2 49 16.5 66.6 13.9 10.7-1.6 32.8-13.4 37.4-26.4 4.6-13 4.6-24.1 3.2-26.4-1.3-2.5-5-3.9-10.5-6.6z"/></svg>';
