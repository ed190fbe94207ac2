// Puts one of the site's modules in place of a module that a package imports by a relative
// request (`./renderToHtml` from @docusaurus/core's client), and fails the compilation, naming
// both, when the package no longer imports it so: the replacement would then silently not happen.

type ResolveData = {context?: string; request: string};
/** What a check of the compilation's modules needs of a compiler (./helmetOnce.ts uses it too). */
export type ModulesCheckCompiler = {
  webpack: {WebpackError: new (message: string) => Error};
  hooks: {
    thisCompilation: {
      tap: (
        name: string,
        callback: (compilation: {
          errors: Error[];
          hooks: {
            finishModules: {tap: (name: string, callback: (modules: Iterable<{resource?: string}>) => void) => void};
          };
        }) => void,
      ) => void;
    };
  };
};
type CompilerLike = ModulesCheckCompiler & {
  webpack: {
    NormalModuleReplacementPlugin: new (
      test: RegExp,
      replace: (data: ResolveData) => void,
    ) => {apply: (compiler: never) => void};
  };
};

/**
 * Once each compilation has built its modules, `check` reads their resources (file paths) and
 * returns an error message, or nothing when all is well; the message fails the compilation.
 * Read from the compilation's modules, not from resolver callbacks: with the bundler's persistent
 * cache, a module restored from it is not resolved again, so those do not run on a warm build.
 */
export function checkModules(
  compiler: ModulesCheckCompiler,
  name: string,
  check: (resources: string[]) => string | undefined,
): void {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.finishModules.tap(name, (modules) => {
      const message = check([...modules].map((module) => module.resource ?? ''));
      if (message) compilation.errors.push(new compiler.webpack.WebpackError(message));
    });
  });
}

export type ModuleReplacementOptions = {
  /** The import request to replace, as written in the package (`/^\.\/renderToHtml$/`). */
  request: RegExp;
  /** The folder of the importing module (`/[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/`). */
  context: RegExp;
  /** The site's module, an absolute path. */
  replacement: string;
  /** What is replaced, for the error (`@docusaurus/core's client imports ./renderToHtml`). */
  what: string;
  /** Where to update the replacement when the package changed (the file that sets it up). */
  setUpIn: string;
};

export class ModuleReplacement {
  constructor(private readonly options: ModuleReplacementOptions) {}

  // Typed loosely, as the other plugins here: Docusaurus types bundler plugins as webpack's.
  apply(bundlerCompiler: object): void {
    const compiler = bundlerCompiler as CompilerLike;
    const {request, context, replacement, what, setUpIn} = this.options;
    const {NormalModuleReplacementPlugin} = compiler.webpack;
    new NormalModuleReplacementPlugin(request, (data) => {
      if (context.test(data.context ?? '')) data.request = replacement;
    }).apply(compiler as never);
    checkModules(compiler, 'module-replacement', (resources) =>
      resources.includes(replacement)
        ? undefined
        : `module replacement: expected ${what}, to put ${replacement} in its place, and found no such import; update ${setUpIn} for this version`,
    );
  }
}
