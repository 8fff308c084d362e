// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { WordDiff } from "./word-diff";

afterEach(cleanup);

describe("WordDiff", () => {
  const before = "Wedding films and photos in Kathmandu.";
  const after = "Wedding films, photos and drone shots in Pokhara.";

  it("marks on the old side only the words taken out, keeping the whole old text", () => {
    const { container } = render(<WordDiff before={before} after={after} side="before" />);
    expect(container.textContent).toBe(before);
    expect(screen.getAllByTestId("word-removed").map((e) => e.textContent)).toEqual([" and", "Kathmandu"]);
    expect(screen.queryAllByTestId("word-added")).toHaveLength(0);
  });

  it("marks on the new side only the words put in, keeping the whole new text", () => {
    const { container } = render(<WordDiff before={before} after={after} side="after" />);
    expect(container.textContent).toBe(after);
    expect(screen.getAllByTestId("word-added").map((e) => e.textContent)).toEqual([",", "and drone shots ", "Pokhara"]);
  });
});
