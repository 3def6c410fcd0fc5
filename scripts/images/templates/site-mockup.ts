// A portfolio site's home page, from its content (src/content/portfolio.ts) and its mock-up
// design (../mockups): announcement bar, header, hero with copy and art, three feature cards.
import { fullSize, type PortfolioSite } from '../../../src/content/portfolio';
import { escapeHtml } from '../../../src/domain/html';
import { FONTS, htmlDocument } from '../html';
import { icon } from '../icons';
import type { MockupDesign } from '../mockups/design';

export const siteMockupSize = fullSize;

function pageCss({ palette, radius, font }: MockupDesign): string {
  const { width, height } = siteMockupSize;
  const heading = FONTS[font];
  return `
body{width:${width}px;height:${height}px;background:${palette.bg};color:${palette.text};font-family:${FONTS.sans};-webkit-font-smoothing:antialiased}
.page{display:flex;flex-direction:column;height:${height}px}
.announce{flex:none;height:36px;display:flex;align-items:center;justify-content:center;background:${palette.primary};color:${palette.onPrimary};font-size:13px;letter-spacing:.08em}
header{flex:none;height:84px;display:flex;align-items:center;gap:48px;padding:0 80px;border-bottom:1px solid ${palette.border}}
.logo{display:flex;align-items:center;gap:12px;font-family:${heading};font-weight:700;font-size:24px;letter-spacing:-.01em;white-space:nowrap}
.logo small{font-weight:400;font-size:15px;color:${palette.muted};letter-spacing:.02em}
.mark{width:38px;height:38px;border-radius:${Math.max(radius.sm, 6)}px;background:linear-gradient(135deg,${palette.primary},${palette.accent});position:relative}
.mark::after{content:"";position:absolute;inset:11px;border-radius:50%;background:${palette.bg}}
nav{display:flex;gap:34px;margin-left:auto;font-size:15px;color:${palette.muted}}
nav span:first-child{color:${palette.text};font-weight:600}
nav.upper{text-transform:uppercase;letter-spacing:.14em;font-size:13px}
.nav-cta{padding:12px 22px;border-radius:${radius.btn}px;background:${palette.primary};color:${palette.onPrimary};font-weight:700;font-size:15px;white-space:nowrap}
.cart{display:flex;align-items:center;gap:8px;font-size:15px;font-weight:600}
.cart b{display:grid;place-items:center;width:22px;height:22px;border-radius:50%;background:${palette.accent};color:#fff;font-size:12px}
.hero{flex:1;min-height:0;display:grid;grid-template-columns:1.02fr 1fr;grid-template-rows:minmax(0,1fr);gap:64px;align-items:center;padding:44px 80px 40px}
.hero.reverse{grid-template-columns:1fr 1.02fr}
.hero.reverse .copy{order:2}
.art{position:relative;align-self:stretch;border-radius:${radius.lg}px;overflow:hidden;box-shadow:0 40px 70px -40px rgba(0,0,0,.45)}
.eyebrow{display:inline-flex;align-items:center;gap:10px;font-size:13px;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:${palette.primary}}
.eyebrow::before{content:"";width:28px;height:2px;background:${palette.accent}}
h1{font-family:${heading};font-size:54px;line-height:1.06;letter-spacing:-.025em;margin:18px 0 20px;font-weight:700;text-wrap:balance}
.lead{font-size:19px;line-height:1.55;color:${palette.muted};margin:0 0 34px;max-width:560px}
.actions{display:flex;gap:14px;align-items:center}
.btn{padding:18px 30px;border-radius:${radius.btn}px;font-weight:700;font-size:16px;white-space:nowrap}
.primary{background:${palette.primary};color:${palette.onPrimary};box-shadow:0 16px 30px -14px ${palette.primary}}
.ghost{border:1.5px solid ${palette.border};color:${palette.text};background:${palette.surface}}
.trust{margin-top:28px;font-size:14px;color:${palette.muted}}
.hero.centered{grid-template-columns:1fr;grid-template-rows:auto minmax(0,1fr);gap:30px;padding-top:40px;text-align:center}
.hero.centered .copy{display:flex;flex-direction:column;align-items:center}
.hero.centered h1{font-size:56px;margin:14px 0 14px;max-width:900px}
.hero.centered .lead{max-width:none;margin-bottom:26px}
.hero.overlay{grid-template-columns:1fr;padding:28px 80px 36px}
.hero.overlay .art,.hero.overlay .copy{grid-area:1/1}
.hero.overlay .copy{z-index:2;justify-self:start;align-self:center;margin-left:56px;max-width:620px;padding:48px 48px 44px;background:${palette.surface};border-radius:${radius.lg}px;box-shadow:0 40px 80px -40px rgba(20,50,20,.55)}
.hero.overlay h1{font-size:54px}
.features{flex:none;display:grid;grid-template-columns:repeat(3,1fr);gap:24px;padding:0 80px 44px}
.card{display:flex;gap:18px;align-items:flex-start;padding:24px 26px;background:${palette.surface};border:1px solid ${palette.border};border-radius:${radius.md}px;box-shadow:0 14px 30px -24px rgba(0,0,0,.35)}
.icon{flex:none;display:grid;place-items:center;width:50px;height:50px;border-radius:${radius.sm}px;background:${palette.iconBg};color:${palette.primary}}
.card h3{margin:2px 0 6px;font-family:${heading};font-size:18px;letter-spacing:-.01em}
.card p{margin:0;font-size:15px;line-height:1.5;color:${palette.muted}}`;
}

/** The logo sets the title's last words smaller: 'Aurora Moda Feminina' → Aurora + suffix. */
function logoName(title: string, suffix: string | undefined): string {
  if (!suffix) return escapeHtml(title);
  if (!title.endsWith(` ${suffix}`)) {
    throw new Error(`Logo suffix "${suffix}" is not the end of the site's title "${title}"`);
  }
  return `${escapeHtml(title.slice(0, -suffix.length - 1))} <small>${escapeHtml(suffix)}</small>`;
}

function header(site: PortfolioSite, design: MockupDesign): string {
  const { announcement, cart } = design;
  return `
${announcement ? `<div class="announce">${escapeHtml(announcement)}</div>` : ''}
<header>
  <div class="logo"><span class="mark"></span>${logoName(site.title, design.logoSuffix)}</div>
  <nav class="${design.upperNav ? 'upper' : ''}">${design.nav.map((item) => `<span>${escapeHtml(item)}</span>`).join('')}</nav>
  ${
    cart
      ? `<div class="cart">${icon('bag', 22)} Sacola <b>${cart}</b></div>`
      : `<div class="nav-cta">${escapeHtml(design.cta)}</div>`
  }
</header>`;
}

const copy = (design: MockupDesign): string => `
<div class="copy">
  <div class="eyebrow">${escapeHtml(design.tagline)}</div>
  <h1>${escapeHtml(design.headline)}</h1>
  <p class="lead">${escapeHtml(design.lead)}</p>
  <div class="actions"><span class="btn primary">${escapeHtml(design.cta)}</span><span class="btn ghost">${escapeHtml(design.secondary)}</span></div>
  ${design.trust ? `<div class="trust">${escapeHtml(design.trust)}</div>` : ''}
</div>`;

const features = (design: MockupDesign): string =>
  design.features
    .map(
      (feature) =>
        `<div class="card"><div class="icon">${icon(feature.icon)}</div><div><h3>${escapeHtml(feature.title)}</h3><p>${escapeHtml(feature.text)}</p></div></div>`,
    )
    .join('');

export function renderSiteMockup(site: PortfolioSite, design: MockupDesign): string {
  return htmlDocument(
    pageCss(design),
    `<div class="page">${header(site, design)}
<main class="hero ${design.layout}">${copy(design)}<div class="art">${design.art(design)}</div></main>
<section class="features">${features(design)}</section></div>`,
  );
}
