/**
 * Long jobs on the event loop (an import, recomputing badges) share it with every visitor: they
 * call the pause this returns between small steps, and it yields to other work once the current
 * slice has run for `budgetMs`. Time, not a count of steps: a step's cost grows with the catalogue.
 */
export function timeSlices(budgetMs = 20): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < budgetMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
}
