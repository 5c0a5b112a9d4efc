import { Suspense, useState, type ReactNode } from 'react';

/**
 * The site's client runs on Preact (decision 044), whose hydration is one synchronous task: React's time-sliced
 * transition is not there. So the frame's big parts (header, the page, the enquiry section, the footer) each wait for
 * a task of their own: during the first hydration a part suspends at once, Preact keeps its server HTML as it is,
 * and hydrates it when its turn comes (one part per task, in page order), so no task holds the whole page.
 * The wrapped element must render exactly one element (Preact keeps the first node of a suspended part).
 */
type Turn = { done: boolean; promise: Promise<void> };

let queue: Promise<void> | null = null;

/** site/entry-client.tsx, before hydrating: parts rendered from now on wait for their turn. */
export function startTurns(): void {
  queue = Promise.resolve();
}

/** site/entry-client.tsx, after hydrating: no more turns; resolves once every part has hydrated. */
export function endTurns(): Promise<void> {
  const last = queue ?? Promise.resolve();
  queue = null;
  // The last part hydrates in a microtask after its turn: one more task and it has.
  return last.then(nextTask);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function takeTurn(): Turn | null {
  if (!queue) return null;
  const turn: Turn = { done: false, promise: Promise.resolve() };
  queue = queue.then(nextTask).then(() => {
    turn.done = true;
  });
  turn.promise = queue;
  return turn;
}

function Part({ children }: { children: ReactNode }) {
  const [turn] = useState(takeTurn);
  if (turn && !turn.done) throw turn.promise;
  return children;
}

export function HydrateInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Part>{children}</Part>
    </Suspense>
  );
}
