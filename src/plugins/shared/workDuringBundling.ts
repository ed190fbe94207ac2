// Build work that does not need the bundler's output (rendering Markdown twins) but whose result
// postBuild writes. It starts as soon as the content is loaded and goes on while the bundler
// works, and postBuild waits for its result: done before bundling, it held the bundler back for
// its 5 s on a cold build, and the development server's first page too. Measured on 2 cores:
// started when the bundler begins compiling instead, it slowed the bundler's own module
// building, which runs its JavaScript loaders on the same thread, and the build took 5 s longer.

export class WorkDuringBundling<T> {
  private started: Promise<T> | undefined;

  constructor(private readonly name: string) {}

  /** Starts the work of the current content (again after each content change in development). */
  start(run: () => Promise<T>): void {
    this.started = run();
    // The caller of result() reports a failure; until then it must not count as unhandled.
    this.started.catch(() => {});
  }

  /** The result of the latest work started. */
  result(): Promise<T> {
    return this.started ?? Promise.reject(new Error(`${this.name}: the content was not loaded`));
  }
}
