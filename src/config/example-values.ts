import type { SiteConfig } from './site';

/**
 * The marks of an invented value: the reserved `.example` domain (RFC 2606) in a URL or an
 * e-mail address, or `-example` ending a name in a third party's URL; a run of four zeros in a
 * phone number; an ads client id of zeros; a CNPJ whose root is zeros; "(exemplo)" ending a name
 * or an address.
 */
const EXAMPLE_MARKS: readonly RegExp[] = [
  /[.-]example(?:$|[/?#@:])/,
  /^\d*0000\d*$/,
  /^ca-pub-0+$/,
  /^00\.000\.000\//,
  /\(exemplo\)$/,
];

/**
 * The fields of the configuration that still hold the invented values it ships with, by path
 * (`whatsapp.number`): what an agency must set before the site goes live.
 */
export function exampleValues(config: SiteConfig): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (EXAMPLE_MARKS.some((mark) => mark.test(value))) found.push(path);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) visit(child, path ? `${path}.${key}` : key);
    }
  };
  visit(config, '');
  return found;
}
