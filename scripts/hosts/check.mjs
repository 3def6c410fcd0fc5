// `npm run test:hosts`: the CDN files (dist/_headers, dist/_redirects) read by the hosts' own local
// runtimes, Cloudflare Pages and Netlify, answer every page, every other name of a page, the
// site's files and unknown paths as nginx does (statuses, redirects, the policy's headers, media
// types). Where a host works its own way by design, that is set aside and said (./compare.mjs).
// Exits 1 on any other difference. Needs a build (`npm run build`).
import { resolve } from 'node:path';
import { startServer } from '../servers/local-server.mjs';
import { HOSTS_PORTS as PORTS } from '../servers/ports.mjs';
import { ask, differences, HOST_WAYS, urlsToAsk } from './compare.mjs';
import { ensureRuntimes, startCloudflarePages, startNetlify } from './runtimes.mjs';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, 'dist');
ensureRuntimes();
const urls = await urlsToAsk(dist);
const nginxOrigin = `http://127.0.0.1:${PORTS.nginx}`;
const started = [];
let failed = 0;
try {
  const nginx = await startServer({
    command: process.execPath,
    args: ['scripts/preview-nginx.mjs', '--port', String(PORTS.nginx)],
    origin: nginxOrigin,
    cwd: root,
  });
  started.push(nginx);
  const starting = await Promise.allSettled([
    startCloudflarePages(dist, PORTS.cloudflare).then((h) => ({ ...h, ways: ['pathRulesOnly'] })),
    startNetlify(dist, PORTS.netlify, PORTS.netlifyFiles).then((h) => ({
      ...h,
      ways: ['pathRulesOnly', 'filesShadowRules', 'ownCacheControl'],
    })),
  ]);
  // One that started is stopped (in `finally`) even when the other did not.
  const hosts = starting.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  started.push(...hosts);
  const notStarted = starting.find((s) => s.status === 'rejected');
  if (notStarted) throw notStarted.reason;
  for (const url of urls) {
    const ours = await ask(nginxOrigin, url);
    const canonical = ours.location ? await ask(nginxOrigin, ours.location) : null;
    for (const host of hosts) {
      const theirs = await ask(host.origin, url);
      const found = differences(ours, theirs, canonical, host.ways);
      failed += found.length ? 1 : 0;
      const statuses = `${theirs.status} (nginx ${ours.status})`;
      console.log(`${found.length ? '✗' : '✓'} ${host.name.padEnd(16)} ${statuses} ${url}`);
      for (const difference of found) console.log(`    ${difference}`);
    }
  }
  console.log('\nPostos de lado, por serem o jeito de cada host:');
  for (const host of hosts) {
    console.log(`  ${host.name}: ${host.ways.map((way) => HOST_WAYS[way]).join('; ')}`);
  }
} finally {
  for (const server of started) server.stop();
}
if (failed > 0) {
  console.error(`\n${failed} resposta(s) diferem das do nginx`);
  process.exit(1);
}
