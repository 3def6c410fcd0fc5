import { exampleValues } from '../../src/config/example-values';
import { siteConfig } from '../../src/config/site';
import { CMS_BACKEND, EXAMPLE_CMS_REPO } from '../../src/content/cms/config';
import { fieldLabel } from '../../src/content/schema/check';
import { contentFilePath, siteFile } from '../../src/content/schema/files';
import { contentReport } from '../content/check';

/**
 * `npm run check:live`: fails while the content files break their schema, while the agency's data
 * (src/content/data/site.json, "Dados da agência" in the CMS) still holds an invented value,
 * naming each field as the CMS labels it, or while the CMS still points at the example
 * repository. Run it before publishing; the build itself does not look for invented values (CI
 * builds the example site).
 */
export function checkLiveConfig(): string {
  const report = contentReport(process.cwd());
  if (report) {
    process.exitCode = 1;
    return report;
  }
  const left = exampleValues(siteConfig).map((path) => fieldLabel(siteFile, path.split('.')));
  const problems = [
    left.length > 0 &&
      `${contentFilePath('site')} (“Dados da agência” no editor) ainda tem valores de exemplo; troque antes de publicar: ${left.join('; ')}`,
    CMS_BACKEND.repo === EXAMPLE_CMS_REPO &&
      `src/content/cms/config.ts: o editor ainda aponta para o repositório de exemplo (${EXAMPLE_CMS_REPO}); ponha o da agência em CMS_BACKEND.repo`,
  ].filter(Boolean);
  if (problems.length > 0) {
    process.exitCode = 1;
    return problems.join('\n');
  }
  return `${contentFilePath('site')}: nenhum valor de exemplo; o editor aponta para ${CMS_BACKEND.repo}`;
}
