import { parseArgs } from 'node:util';
import { COLD_PRESSES, type ColdPress, measureColdPresses } from './cold-presses';
import { PAGES, PORTS, SITE_SERVER_COMMAND, serveOn } from './config';

/**
 * `npm run bench:presses -- --only menu,generate --runs 3`: the cold presses alone (no Lighthouse,
 * no walk), for a quick before/after while working on one control. Prints one line per control.
 */
export async function runPresses(): Promise<string> {
  const { values } = parseArgs({
    // run-ts takes the first two arguments (module, export); the rest are ours.
    args: process.argv.slice(4).filter((arg) => arg !== '--'),
    options: { only: { type: 'string' }, runs: { type: 'string', default: '3' } },
  });
  const ids = values.only?.split(',') ?? COLD_PRESSES.map((press) => press.id);
  const presses = COLD_PRESSES.filter((press) => ids.includes(press.id));
  const unknown = ids.filter((id) => !COLD_PRESSES.some((press) => press.id === id));
  if (unknown.length > 0) throw new Error(`controles desconhecidos: ${unknown.join(', ')}`);
  const runs = Number(values.runs);
  process.once('SIGINT', () => process.exit(130));
  const site = await serveOn(SITE_SERVER_COMMAND, PORTS.site);
  try {
    const url = (page: ColdPress['page']) => `${site.origin}${PAGES[page].path}`;
    const results = await measureColdPresses(
      { home: url('home'), tool: url('tool'), siteButton: url('siteButton') },
      runs,
      presses,
    );
    return results
      .map(
        ({ press, pressToAnswer, worstPressToAnswer, navigationToAnswer, neverAnswered }) =>
          `${press.id}: press→answer median ${Math.round(pressToAnswer)} ms, worst ` +
          `${Math.round(worstPressToAnswer)} ms; navigation→answer ${Math.round(navigationToAnswer)} ms; ` +
          `never answered ${neverAnswered}/${runs}`,
      )
      .join('\n');
  } finally {
    site.stop();
  }
}
