// The print kit's test renders its PDFs with Poppler's `pdftoppm`, as a print shop's RIP would
// rasterise them: use Debian's, installing it with apt when we are root; otherwise explain.
import { spawnSync } from 'node:child_process';
import { ensureDebianPackages } from './debian-packages.mjs';

ensureDebianPackages({
  what: 'pdftoppm (Poppler)',
  packages: ['poppler-utils'],
  installed: () => spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).status === 0,
});
