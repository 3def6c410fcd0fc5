/**
 * The widget's CSS, inside its shadow root: the host page's rules cannot reach in and these cannot
 * reach out. The host is a fixed, click-through layer the size of the screen and the query
 * container of everything inside, so "phone or computer" is read from the space the widget has:
 * the screen on a real site, the sample screen in the maker's preview. Colours come from custom
 * properties set from the config (`--zc-bg`, `--zc-ink`). Kept short: it ships in every snippet.
 */
export const WIDGET_CSS = [
  ':host{all:initial!important;position:fixed!important;inset:0!important;z-index:2147483000!important;pointer-events:none!important;container-type:size!important}',
  '*{box-sizing:border-box;margin:0;font:inherit;color:inherit}',
  '[hidden]{display:none!important}',
  '.w{position:absolute;bottom:20px;right:20px;display:flex;flex-direction:column;align-items:end;gap:12px;max-width:calc(100% - 40px);font:15px/1.4 system-ui,sans-serif;color:#111b21;--c:#fff;--s:#f0f2f5;--m:#54656f}',
  '.l{right:auto;left:20px;align-items:start}',
  '.w>*{pointer-events:auto}',
  '.b{position:relative;display:flex;align-items:center;gap:8px;min-height:56px;max-width:100%;padding:0 16px;border:0;border-radius:28px;background:var(--zc-bg);color:var(--zc-ink);font-weight:600;font-size:16px;text-decoration:none;cursor:pointer;box-shadow:0 4px 14px #0004}',
  '.t{padding-right:20px}',
  ':focus-visible{outline:3px solid #111;outline-offset:3px;box-shadow:0 0 0 6px #fff}',
  '.b span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
  'svg{width:24px;height:24px;fill:currentColor;flex:none}',
  '.n{position:absolute;top:-4px;right:-4px;min-width:22px;padding:0 6px;border-radius:11px;background:#c5221f;color:#fff;font-size:13px;font-weight:700}',
  '.u,.c{background:var(--c);border-radius:16px;box-shadow:0 8px 28px #0004}',
  '.u{position:relative;max-width:280px;padding:12px 48px 12px 16px;cursor:pointer}',
  '.x{position:absolute;top:0;right:0;width:44px;height:44px;border:0;border-radius:50%;background:0;cursor:pointer;font-size:22px}',
  '.d{position:absolute;top:12px;left:16px;display:flex;gap:4px;padding:6px 0}',
  '.d i{border:4px solid var(--m);border-radius:50%;animation:z 1s infinite alternate}',
  '.d i+i{animation-delay:.3s}',
  '@keyframes z{to{opacity:.2}}',
  '.c{display:flex;flex-direction:column;width:360px;max-width:100%;max-height:calc(100cqh - 110px);overflow:hidden}',
  '.h{position:relative;display:flex;align-items:center;gap:12px;min-height:64px;padding:12px 52px 12px 16px;background:var(--zc-bg);color:var(--zc-ink);font-weight:700;font-size:17px}',
  '.y{display:flex;flex-direction:column;gap:12px;padding:16px;overflow:auto;background:var(--s)}',
  '.g{align-self:start;padding:8px 12px;border-radius:0 12px 12px;background:var(--c);white-space:pre-line}',
  '.p{display:grid;gap:8px;padding:0;list-style:none}',
  '.a{display:flex;align-items:center;gap:12px;min-height:56px;padding:8px 12px;border-radius:12px;background:var(--c);text-decoration:none;border:1px solid #8884}',
  '.a b{display:block}',
  'small{display:block;color:var(--m);font-size:13px}',
  '.o small:before{content:"";display:inline-block;border:4px solid #1a7f37;border-radius:50%;margin-right:4px}',
  '.v{display:grid;place-items:center;flex:none;width:40px;height:40px;border-radius:50%;background:var(--zc-bg);color:var(--zc-ink);font-weight:700}',
  '.k{display:flex;gap:10px;min-height:44px;font-size:14px}',
  '.k input{flex:none;width:22px;height:22px;accent-color:var(--zc-bg)}',
  '.e{color:#b3261e;font-size:14px}',
  '.q{display:flex;gap:12px;align-items:center;font-size:13px;color:var(--m)}',
  '.q svg{width:96px;height:96px;background:#fff;fill:#000}',
  // Last: a screen's width decides over the rules above.
  '@container (width<768px){[data-on=computers],.q{display:none}}',
  '@container (width>=768px){[data-on=phones]{display:none}}',
  '@media (prefers-color-scheme:dark){.w{color:#e9edef;--c:#1f2c33;--s:#111b21;--m:#aebac1}.e{color:#ff8a80}}',
  '@media (prefers-reduced-motion:reduce){*{animation:none!important}}',
].join('');
