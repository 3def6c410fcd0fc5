// The HTML checker (vnu.jar) needs Java 11 or later: use Debian's when `java` is missing, installing
// it with apt when we are root; otherwise explain what to do. (vnu-jar's own fallback downloads a
// runtime from the internet; we never rely on it.)
import { spawnSync } from 'node:child_process';
import { ensureDebianPackages } from './debian-packages.mjs';

ensureDebianPackages({
  what: 'Java',
  packages: ['default-jre-headless'],
  installed: () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0,
  hint: ', ou coloque um Java 11+ no PATH',
});
