// Writes down what a production bundler read, for scripts/bundle-cache.mjs: before it stores
// the bundles for reuse, it checks that its key covers every one of these files.
import fs from 'node:fs';
import path from 'node:path';

/** The folder under the generated-files folder (scripts/bundle-cache.mjs reads it). */
export const BUNDLE_INPUTS_DIR = 'bundle-inputs';

type Compilation = {
  fileDependencies: Iterable<string>;
  contextDependencies: Iterable<string>;
  buildDependencies: Iterable<string>;
};
type Compiler = {hooks: {done: {tap: (name: string, callback: (stats: {compilation: Compilation}) => void) => void}}};

export class BundleInputsPlugin {
  constructor(
    private readonly generatedFilesDir: string,
    private readonly bundle: 'client' | 'server',
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('bundle-inputs', ({compilation}) => {
      const dir = path.join(this.generatedFilesDir, BUNDLE_INPUTS_DIR);
      fs.mkdirSync(dir, {recursive: true});
      fs.writeFileSync(
        path.join(dir, `${this.bundle}.json`),
        JSON.stringify({
          files: [...compilation.fileDependencies],
          contexts: [...compilation.contextDependencies],
          builds: [...compilation.buildDependencies],
        }),
      );
    });
  }
}
