import type { Reporter, Vitest } from 'vitest/node';

/**
 * A mutant that stops a module from loading (say `initial: ''` in a machine, which XState refuses
 * at `createMachine`) fails every test file that imports it. Stryker's Vitest runner reads only the
 * tests a file collected, and such a file collected none, so the mutant would count as survived.
 * This reporter gives each file that failed without tests one failed test carrying its load error.
 * Used by the mutation run only.
 */
export default class LoadFailuresAsFailedTests implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    // The files as Stryker's runner reads them after the run.
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'loads',
        fullName: `${file.name} loads`,
        fullTestName: 'loads',
        mode: 'run',
        file,
        suite: file,
        meta: {},
        annotations: [],
        artifacts: [],
        timeout: 0,
        result: { state: 'fail', errors: file.result.errors },
        // Vitest types a test with a context only it can build; nothing reads it after the run.
        context: undefined as never,
      });
    }
  }
}
