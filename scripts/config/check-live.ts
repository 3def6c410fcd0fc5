import { exampleValues } from '../../src/config/example-values';
import { siteConfig } from '../../src/config/site';

/**
 * `npm run check:live`: fails while src/config/site.ts still holds an invented value, naming
 * each field. Run it before publishing; the build itself does not (CI builds the example site).
 */
export function checkLiveConfig(): string {
  const left = exampleValues(siteConfig);
  if (left.length > 0) {
    process.exitCode = 1;
    return `src/config/site.ts ainda tem valores de exemplo (troque antes de publicar): ${left.join(', ')}`;
  }
  return 'src/config/site.ts: nenhum valor de exemplo';
}
