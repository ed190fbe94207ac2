// The code lines that the server has rendered, shared between the threads that render the pages
// (./ServerHighlighted.tsx says why). Server bundle only.

type Shared = {theme: string; key: string; html: string};

/**
 * Rendered lines by Prism theme, then by block (the keys of ./ServerHighlighted.tsx). What one
 * instance remembers, the others of the same channel name, in any thread of the process, learn
 * the next time their thread's event loop turns; what they already have, they keep.
 */
export class RenderedLines {
  private readonly byTheme = new Map<string, Map<string, string>>();
  private readonly channel: BroadcastChannel | null;

  constructor(channelName: string) {
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
    if (this.channel) {
      this.channel.onmessage = (event) => {
        const {theme, key, html} = (event as MessageEvent<Shared>).data;
        const byBlock = this.linesOf(theme);
        if (!byBlock.has(key)) byBlock.set(key, html);
      };
      // A thread that is done does not wait for messages.
      (this.channel as BroadcastChannel & {unref?: () => void}).unref?.();
    }
  }

  get(theme: string, key: string): string | undefined {
    return this.byTheme.get(theme)?.get(key);
  }

  /** Keeps the lines, and tells the other threads. */
  remember(theme: string, key: string, html: string): void {
    this.linesOf(theme).set(key, html);
    this.channel?.postMessage({theme, key, html} satisfies Shared);
  }

  close(): void {
    this.channel?.close();
  }

  private linesOf(theme: string): Map<string, string> {
    let byBlock = this.byTheme.get(theme);
    if (!byBlock) {
      byBlock = new Map();
      this.byTheme.set(theme, byBlock);
    }
    return byBlock;
  }
}
