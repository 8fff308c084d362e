// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShareButton } from "./share-button";

// The texts are the English ones (the marketplace namespace is bundled).
const URL_ = "https://bihe.example/vendor/4a8a28a9-6625-4631-a459-4ab61a9a23d8";

function device({ coarse, share }: { coarse: boolean; share?: (data: ShareData) => Promise<void> }) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: coarse && query === "(pointer: coarse)" }));
  Object.defineProperty(navigator, "share", { value: share, configurable: true });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Share button", () => {
  it("on a phone hands the clean link to the phone's own share sheet", async () => {
    const share = vi.fn(async () => {});
    device({ coarse: true, share });
    render(<ShareButton url={URL_} title="Pokhara Wedding Clicks" />);
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: "Pokhara Wedding Clicks", url: URL_ }));
    expect(screen.queryByRole("link", { name: "WhatsApp" })).toBeNull();
  });

  it("elsewhere offers WhatsApp, Viber, Facebook and Copy link with the same link", async () => {
    device({ coarse: false, share: vi.fn(async () => {}) });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<ShareButton url={URL_} title="Pokhara Wedding Clicks" />);
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    const text = encodeURIComponent(`Pokhara Wedding Clicks ${URL_}`);
    expect(screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toBe(`https://wa.me/?text=${text}`);
    expect(screen.getByRole("link", { name: "Viber" }).getAttribute("href")).toBe(`viber://forward?text=${text}`);
    expect(screen.getByRole("link", { name: "Facebook" }).getAttribute("href")).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_)}`,
    );
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await screen.findByRole("button", { name: "Link copied" });
    expect(writeText).toHaveBeenCalledWith(URL_);
    fireEvent.keyDown(document, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("link", { name: "WhatsApp" })).toBeNull());
  });
});
