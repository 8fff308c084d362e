// A Lighthouse trace with the page's own work timed by its thread, not by the wall clock
// (docs/decisions/0037-scores-read-from-thread-time.md).
//
// Lighthouse's simulation multiplies each main-thread task's wall time by the CPU slowdown. On a host with fewer
// cores than a phone, a task's wall time includes the moments its thread waited for a core while Chromium's browser
// process, its compositor, the server and Lighthouse itself ran; the trace records each task's thread time (`tdur`)
// beside it. `toThreadTime` shortens every task of the renderers' main threads to its thread time and moves what
// happened inside it (nested events, paints, marks) with it, in proportion, so the nesting Lighthouse reads stays
// whole. Other threads and the time between tasks are left as they were.

/** Rewrites the trace in place; returns the waiting taken out, µs. */
export function toThreadTime(trace) {
  const events = trace.traceEvents ?? trace;
  const mainThreads = new Set(
    events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (!mainThreads.has(thread) || e.name === "thread_name") continue;
    if (!byThread.has(thread)) byThread.set(thread, []);
    byThread.get(thread).push(e);
  }
  let removed = 0;
  for (const list of byThread.values()) {
    // Outer events first where two start together, so a task is met before what it contains.
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let task = null;
    for (const e of list) {
      if (task && e.ts <= task.end) {
        e.ts = task.start + (e.ts - task.start) * task.scale;
        if (e.dur != null) e.dur *= task.scale;
        continue;
      }
      task = null;
      if (e.ph !== "X" || !(e.dur > 0)) continue;
      // A task without a thread time keeps its length, and so does what it contains.
      const scale = e.tdur == null ? 1 : Math.min(1, e.tdur / e.dur);
      task = { start: e.ts, end: e.ts + e.dur, scale };
      removed += e.dur * (1 - scale);
      e.dur *= scale;
    }
  }
  return removed;
}
