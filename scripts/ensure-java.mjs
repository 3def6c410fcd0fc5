// The HTML checker (vnu.jar) needs Java 11 or later: use Debian's when `java` is missing, installing
// it with apt when we are root; otherwise explain what to do. (vnu-jar's own fallback downloads a
// runtime from the internet; we never rely on it.)
import { execFileSync, spawnSync } from 'node:child_process';

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

if (!hasJava()) {
  if (process.getuid?.() !== 0) {
    console.error(
      'Java não encontrado. Instale-o (como root: apt-get update && apt-get install -y default-jre-headless) ou coloque um Java 11+ no PATH.',
    );
    process.exit(1);
  }
  console.log('Java não encontrado: instalando o pacote default-jre-headless do Debian…');
  const run = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', '--no-install-recommends', 'default-jre-headless']);
}
