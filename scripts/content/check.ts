// Reads the content files from disk and holds each to its schema (src/content/schema): the build
// stops on the first run that finds a problem, and prints every one, naming file and field.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkContentFile,
  type ContentFacts,
  type ContentProblem,
  formatProblem,
} from '../../src/content/schema/check.ts';
import {
  CONTENT_FILES,
  type ContentFileName,
  contentFilePath,
} from '../../src/content/schema/files.ts';

function readJson(root: string, name: ContentFileName): { data: unknown } | ContentProblem {
  const file = contentFilePath(name);
  try {
    return { data: JSON.parse(readFileSync(join(root, file), 'utf8')) };
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'não é um JSON válido' : 'não pôde ser lido';
    return { file, field: '', message: `${reason} (${(error as Error).message})` };
  }
}

/** Every problem of every content file under `root`, the repository's root. */
export function contentProblems(root: string): ContentProblem[] {
  const facts: ContentFacts = {
    sizeOf: (path) => (existsSync(join(root, path)) ? statSync(join(root, path)).size : null),
  };
  return (Object.keys(CONTENT_FILES) as ContentFileName[]).flatMap((name) => {
    const read = readJson(root, name);
    return 'data' in read ? checkContentFile(name, read.data, facts) : [read];
  });
}

/** The build's message for content that cannot ship, or null when all of it can. */
export function contentReport(root: string): string | null {
  const problems = contentProblems(root);
  if (problems.length === 0) return null;
  return [
    `O conteúdo tem ${problems.length === 1 ? '1 problema' : `${problems.length} problemas`} (corrija no editor em /admin ou no arquivo):`,
    ...problems.map((problem) => `  • ${formatProblem(problem)}`),
  ].join('\n');
}
