// Some checks need a Debian package (Chromium, Java, nginx). A fresh machine gets it with apt when
// we are root; otherwise we say how to install it and stop.
import { execFileSync } from 'node:child_process';

/**
 * @param {{ what: string, packages: string[], installed: () => boolean, hint?: string,
 *   withRecommends?: boolean }} need
 */
export function ensureDebianPackages({ what, packages, installed, hint = '', withRecommends }) {
  if (installed()) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `${what} não encontrado. Instale-o (como root: apt-get update && apt-get install -y ${packages.join(' ')})${hint}.`,
    );
    process.exit(1);
  }
  console.log(`${what} não encontrado: instalando ${packages.join(' ')} com apt…`);
  const run = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  // Another check may be installing its package at the same time: wait for apt's lock.
  const wait = ['-o', 'DPkg::Lock::Timeout=300'];
  run([...wait, 'update', '-qq']);
  run([
    ...wait,
    'install',
    '-y',
    '-qq',
    ...(withRecommends ? [] : ['--no-install-recommends']),
    ...packages,
  ]);
}
