import { describe, expect, it } from "vitest";
import { toThreadTime } from "./thread-time-trace.mjs";

const threadName = (pid, tid, name) => ({ name: "thread_name", ph: "M", pid, tid, args: { name } });

describe("toThreadTime", () => {
  it("shortens a main-thread task to its thread time and moves what it contains with it", () => {
    const task = { name: "RunTask", ph: "X", pid: 1, tid: 1, ts: 1000, dur: 100, tdur: 40 };
    const call = { name: "FunctionCall", ph: "X", pid: 1, tid: 1, ts: 1050, dur: 20, tdur: 10 };
    const mark = { name: "firstContentfulPaint", ph: "R", pid: 1, tid: 1, ts: 1100 };
    const next = { name: "RunTask", ph: "X", pid: 1, tid: 1, ts: 2000, dur: 30, tdur: 30 };
    const trace = { traceEvents: [threadName(1, 1, "CrRendererMain"), task, call, mark, next] };

    expect(toThreadTime(trace)).toBe(60);
    expect(task).toMatchObject({ ts: 1000, dur: 40 });
    expect(call).toMatchObject({ ts: 1020, dur: 8 });
    expect(mark.ts).toBe(1040);
    // A task that did not wait, and the time between tasks, stay as they were.
    expect(next).toMatchObject({ ts: 2000, dur: 30 });
  });

  it("leaves other threads, and tasks without a thread time, as they were", () => {
    const raster = { name: "RunTask", ph: "X", pid: 1, tid: 2, ts: 1000, dur: 100, tdur: 10 };
    const untimed = { name: "RunTask", ph: "X", pid: 1, tid: 1, ts: 3000, dur: 100 };
    const inside = { name: "FunctionCall", ph: "X", pid: 1, tid: 1, ts: 3050, dur: 10, tdur: 1 };
    const trace = [
      threadName(1, 1, "CrRendererMain"),
      threadName(1, 2, "CompositorTileWorker1"),
      raster,
      untimed,
      inside,
    ];

    expect(toThreadTime(trace)).toBe(0);
    expect(raster).toMatchObject({ ts: 1000, dur: 100 });
    expect(untimed).toMatchObject({ ts: 3000, dur: 100 });
    expect(inside).toMatchObject({ ts: 3050, dur: 10 });
  });

  it("never lengthens a task whose thread time reads longer than its wall time", () => {
    const task = { name: "RunTask", ph: "X", pid: 1, tid: 1, ts: 0, dur: 10, tdur: 12 };
    toThreadTime([threadName(1, 1, "CrRendererMain"), task]);
    expect(task.dur).toBe(10);
  });
});
