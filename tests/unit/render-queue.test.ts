import { describe, expect, it } from 'vitest';
import { RenderQueue, RenderQueueFullError } from '../../server/render/queue';

/** A render that finishes when the test says so. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('RenderQueue', () => {
  it('runs at most `limit` renders at once and starts the waiting ones in arrival order', async () => {
    const queue = new RenderQueue(2, 10);
    const renders = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const results = renders.map((r, i) =>
      queue.run(async () => {
        started.push(i);
        await r.done;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.queued]).toEqual([2, 3]);
    renders[1].finish();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect(queue.running).toBe(2);
    renders.forEach((r) => r.finish());
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect([queue.running, queue.queued]).toEqual([0, 0]);
  });

  it('a failed render frees its slot for the next one', async () => {
    const queue = new RenderQueue(1, 10);
    const failing = queue.run(async () => {
      throw new Error('render failed');
    });
    const next = queue.run(async () => 'rendered');
    await expect(failing).rejects.toThrow('render failed');
    await expect(next).resolves.toBe('rendered');
    expect(queue.running).toBe(0);
  });

  it('refuses more than `maxWaiting` waiting renders instead of queueing without bound', async () => {
    const queue = new RenderQueue(1, 1);
    const first = deferred();
    const running = queue.run(() => first.done);
    const waiting = queue.run(async () => 'waited');
    await expect(queue.run(async () => 'never')).rejects.toBeInstanceOf(RenderQueueFullError);
    first.finish();
    await running;
    await expect(waiting).resolves.toBe('waited');
  });
});
