// Content for the About section (anchor #about): src/content/data/about.json.
import data from './data/about.json' with { type: 'json' };
import type { AboutFile } from './schema/files';

export const about: AboutFile = data as AboutFile;
