// Content for the Services section (anchor #services): src/content/data/services.json.
import data from './data/services.json' with { type: 'json' };
import type { ServicesFile } from './schema/files';

export type Service = ServicesFile['services'][number];
export type ServicesSection = Omit<ServicesFile, 'services'>;

const { services: cards, ...section } = data as ServicesFile;

export const servicesSection: ServicesSection = section;
export const services: readonly Service[] = cards;
