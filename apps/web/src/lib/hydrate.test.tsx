// @vitest-environment happy-dom
import { useLayoutEffect } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hydrate } from "./hydrate";

/** A page of many parts, none inside a Suspense boundary, that notes when React first renders it and commits it. */
const progress = { inBrowser: false, started: false, ticksWhileHydrating: 0, committed: false };
function Row({ n }: { n: number }) {
  if (progress.inBrowser) progress.started = true;
  return (
    <li>
      <span>Studio {n}</span> <span>Rs. {n * 1000}</span>
    </li>
  );
}
const STUDIOS = Array.from({ length: 3000 }, (_, n) => n + 1);
function Page() {
  useLayoutEffect(() => {
    progress.committed = true;
  }, []);
  return (
    <ul>
      {STUDIOS.map((n) => (
        <Row key={n} n={n} />
      ))}
    </ul>
  );
}

describe("hydrate", () => {
  it("takes the server's markup over in slices, so the page can handle a tap or a scroll while it does", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const firstItem = container.querySelector("li");
    progress.inBrowser = true;

    hydrate(container, <Page />);
    // Another task (a tap, a scroll) asks for the main thread again and again until the page is hydrated.
    await new Promise<void>((done) => {
      const tick = () => {
        if (progress.committed) return done();
        if (progress.started) progress.ticksWhileHydrating++;
        setTimeout(tick, 0);
      };
      tick();
    });

    // Called plainly (one long task) no other task runs between React's first render of the page and its commit.
    expect(progress.ticksWhileHydrating).toBeGreaterThan(0);
    // Hydrated, not drawn again: the server's elements are kept.
    expect(container.querySelector("li")).toBe(firstItem);
    expect(container.querySelectorAll("li")).toHaveLength(3000);
  });
});
