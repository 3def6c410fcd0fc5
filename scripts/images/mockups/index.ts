// One mock-up design per portfolio site, keyed by the site's id in src/content/portfolio.ts.
import { auroraModa } from './aurora-moda';
import { casaVerdePaisagismo } from './casa-verde-paisagismo';
import { clinicaSorrisoVivo } from './clinica-sorriso-vivo';
import type { MockupDesign } from './design';
import { martinsAdvocacia } from './martins-advocacia';
import { padariaTrigoDourado } from './padaria-trigo-dourado';
import { petAmigo } from './pet-amigo';
import { studioBelaForma } from './studio-bela-forma';

const DESIGNS: Readonly<Record<string, MockupDesign>> = {
  'padaria-trigo-dourado': padariaTrigoDourado,
  'clinica-sorriso-vivo': clinicaSorrisoVivo,
  'studio-bela-forma': studioBelaForma,
  'casa-verde-paisagismo': casaVerdePaisagismo,
  'aurora-moda': auroraModa,
  'martins-advocacia': martinsAdvocacia,
  'pet-amigo': petAmigo,
};

/** A site added to the portfolio without a design fails the run, not the page. */
export function mockupDesign(siteId: string): MockupDesign {
  const design = DESIGNS[siteId];
  if (!design) throw new Error(`No mock-up design for portfolio site "${siteId}"`);
  return design;
}
