/**
 * Everything that identifies the agency: `src/content/data/site.json`, edited in the CMS at /admin
 * ("Dados da agência") and checked at build against its schema (src/content/schema/files.ts).
 * The values it ships with are invented and deliberately fake (reserved `.example` domains, a
 * 0000 number, a CNPJ of zeros, names marked "(exemplo)"): `npm run check:live` names what is
 * left to set before publishing.
 */
import site from '../content/data/site.json' with { type: 'json' };
import type { SiteFile } from '../content/schema/files';

export type SiteConfig = Omit<SiteFile, 'description' | 'ads'> & {
  readonly ads: SiteFile['ads'] & { readonly scriptUrl: string };
};

/** AdSense's loader: the one address every publisher's page names. */
const ADS_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

const { description, ...identity } = site as SiteFile;

export const siteConfig: SiteConfig = {
  ...identity,
  ads: { ...identity.ads, scriptUrl: ADS_SCRIPT_URL },
};

/** What the agency is, in one sentence: the home page's search description and the footer's. */
export const agencyDescription = description;
