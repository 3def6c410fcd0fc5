// Content for the CapCut templates section (between Portfolio and About):
// src/content/data/capcut.json, and the templates' link from the agency's data.
import { siteConfig } from '../config/site';
import data from './data/capcut.json' with { type: 'json' };
import type { CapcutFile } from './schema/files';

export type CapcutSection = CapcutFile & {
  /** External template-sharing link, opened in a new tab. */
  url: string;
};

export const capcut: CapcutSection = {
  ...(data as CapcutFile),
  url: siteConfig.capcutTemplateUrl,
};
