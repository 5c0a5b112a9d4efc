/** The queue is full: the server is already rendering and holding as many pages as it should. */
export class RenderQueueFullError extends Error {}

/**
 * At most `limit` cold renders at once, the others waiting in arrival order (at most `maxWaiting`). A burst of
 * cache misses then holds a few React trees, loader results and compression buffers at a time rather than one set
 * per request: the peak memory of a burst is bounded, and throughput is not lost because renders share one
 * event loop anyway.
 */
export class RenderQueue {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
  ) {
    if (!(limit >= 1)) throw new Error('a render queue needs room for at least one render');
  }

  /** Renders running now and renders waiting for a turn. */
  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) this.active++;
    else {
      if (this.waiting.length >= this.maxWaiting) throw new RenderQueueFullError('too many pages waiting to be rendered');
      // The finishing render hands its slot straight to the next in line (active stays the same).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
