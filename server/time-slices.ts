/**
 * Long jobs on the event loop (an import, recomputing badges) share it with every visitor: they
 * call the pause this returns between small steps, and it yields to other work once the current
 * slice has run for `budgetMs`. Time, not a count of steps: a step's cost grows with the catalogue.
 *
 * A job nobody waits for (a report drafted after its answer went) also rests `restMs` after each
 * slice, so it takes at most a share of the loop: a page render that needs many turns of the loop
 * (queries, the search worker) would otherwise wait behind one slice at each of them.
 */
export function timeSlices(budgetMs = 20, restMs = 0): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < budgetMs) return;
    await new Promise<void>((resolve) =>
      restMs > 0 ? setTimeout(resolve, restMs) : setImmediate(resolve),
    );
    sliceStart = performance.now();
  };
}
