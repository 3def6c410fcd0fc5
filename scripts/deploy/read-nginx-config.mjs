// Reads back what nginx would answer for a path, from the config the build wrote (a small
// interpreter of the directives we use), so unit tests can hold the config to the policy without
// starting nginx. The CDN files are read by the hosts' own runtimes instead (npm run test:hosts).

/** @typedef {{ status: number, location?: string, headers: Record<string, string> }} Answer */
/** @typedef {{ name: string, args: string[], block?: Directive[] }} Directive */

const TOKEN = /\s+|#[^\n]*|"((?:[^"\\]|\\.)*)"|([;{}])|([^\s;{}"#]+)/gy;

/** Parses nginx config text; `include` is replaced by what `readInclude(path)` returns. */
export function parseNginx(text, readInclude) {
  const tokens = [];
  for (const [, quoted, punctuation, word] of text.matchAll(TOKEN)) {
    if (quoted !== undefined) tokens.push({ word: quoted.replace(/\\(.)/g, '$1') });
    else if (punctuation) tokens.push({ punctuation });
    else if (word) tokens.push({ word });
  }
  let at = 0;
  /** @returns {Directive[]} */
  const block = () => {
    const directives = [];
    while (at < tokens.length && tokens[at].punctuation !== '}') {
      const words = [];
      while (tokens[at].word !== undefined) words.push(tokens[at++].word);
      const [name = '', ...args] = words;
      if (tokens[at++].punctuation === '{') {
        directives.push({ name, args, block: block() });
        at++;
      } else if (name === 'include') {
        directives.push(...parseNginx(readInclude(args[0]), readInclude));
      } else directives.push({ name, args });
    }
    return directives;
  };
  return block();
}

const find = (directives, name) => directives.find((d) => d.name === name);

function matchLocation(locations, path) {
  const exact = locations.find((l) => l.args[0] === '=' && l.args[1] === path);
  if (exact) return exact;
  const prefixes = locations
    .filter((l) => l.args.length === 1 || l.args[0] === '^~')
    .filter((l) => path.startsWith(l.args.at(-1)))
    .sort((a, b) => b.args.at(-1).length - a.args.at(-1).length);
  if (prefixes[0]?.args[0] === '^~') return prefixes[0];
  const regex = locations.find((l) => l.args[0] === '~' && new RegExp(l.args[1]).test(path));
  return regex ?? prefixes[0];
}

const headersOf = (location) =>
  Object.fromEntries(
    location.block.filter((d) => d.name === 'add_header').map((d) => [d.args[0], d.args[1]]),
  );

/**
 * What the nginx server answers for a GET of `path`.
 * @param {Directive[]} config @param {(file: string) => boolean} fileExists @returns {Answer}
 */
export function nginxAnswer(config, path, fileExists) {
  const server = find(find(config, 'http').block, 'server').block;
  const locations = server.filter((d) => d.name === 'location');
  const notFound = () => {
    const [, page] = find(server, 'error_page').args;
    return { status: 404, headers: headersOf(matchLocation(locations, page)) };
  };
  const location = matchLocation(locations, path);
  // An `internal` location answers only nginx's own redirects (error_page), never a visitor.
  if (!location || find(location.block, 'internal')) return notFound();
  const returned = find(location.block, 'return');
  if (returned) {
    const [status, target] = returned.args;
    if (status === '404') return notFound();
    return {
      status: Number(status),
      location: target.replace('$is_args$args', ''),
      headers: headersOf(location),
    };
  }
  const tries = find(location.block, 'try_files')?.args ?? ['$uri'];
  const file = tries.slice(0, -1).find((f) => fileExists(f.replace('$uri', path)));
  return file ? { status: 200, headers: headersOf(location) } : notFound();
}
