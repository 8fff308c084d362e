import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeApplication, kathmandu, multipartBody, smallPng } from "../../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { vendorDraftMedia, vendorUploads } from "../../../db/schema";
import { sweepOrphanedDraftMedia } from "./draft-media";

/** Pictures picked in the wizard before the first submit are kept on the server (docs/decisions/0020). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = async (cookie: string, fileType: string, name: string, buffer?: Buffer, type = "image/png") =>
  t.request({
    method: "POST",
    url: "/api/vendor/media",
    cookie,
    ...multipartBody({ fileType }, { buffer: buffer ?? (await smallPng()), name, type }),
  });
const list = async (cookie: string) =>
  (await t.request({ url: "/api/vendor/media", cookie })).json().uploads as {
    id: string;
    fileType: string;
    fileName: string;
    url: string;
  }[];

describe("wizard draft media", () => {
  it("uploads before the first submit, lists them after a reload, and the submit makes them the vendor's", async () => {
    const v = await t.login("vendor");
    const card = await upload(v.cookie, "card_image", "card.png");
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().upload.url).toMatch(
      /^\/media\/vendors\/wedding_cinematographer\/drafts\/[a-z0-9]+\/card-image\/\d+\.webp$/i,
    );
    expect((await t.request({ url: card.json().upload.thumbUrl })).statusCode).toBe(200);
    for (const name of ["one.png", "two.png", "three.png"])
      expect((await upload(v.cookie, "portfolio_image", name)).statusCode).toBe(200);

    // A reload (a new GET) lists them: nothing was kept in the page.
    const drafts = await list(v.cookie);
    expect(drafts.map((u) => u.fileName).sort()).toEqual(["card.png", "one.png", "three.png", "two.png"]);

    const res = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: v.cookie,
      payload: completeApplication(await kathmandu(t), "Draft Media Studio"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { vendorId } = res.json();
    const adopted = await t.app.db.select().from(vendorUploads).where(eq(vendorUploads.vendorId, vendorId));
    expect(adopted.map((u) => u.fileName).sort()).toEqual(["card.png", "one.png", "three.png", "two.png"]);
    expect(await t.app.db.select().from(vendorDraftMedia).where(eq(vendorDraftMedia.userId, v.userId))).toEqual([]);
    // The files are where the records say.
    expect(
      (await t.request({ url: (await list(v.cookie)).find((u) => u.fileName === "card.png")!.url })).statusCode,
    ).toBe(200);
  });

  it("a failed upload says why, and stores nothing", async () => {
    const v = await t.login("vendor");
    const res = await upload(
      v.cookie,
      "portfolio_image",
      "notes.jpg",
      Buffer.from("not an image at all"),
      "image/jpeg",
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
    const big = await upload(v.cookie, "portfolio_image", "big.jpg", Buffer.alloc(6 * 1024 * 1024, 1), "image/jpeg");
    expect(big.statusCode).toBe(400);
    expect(big.json().error.message).toMatch(/^File size must be less than 5MB/);
    expect(await list(v.cookie)).toEqual([]);
  });

  it("a draft replaced or removed is gone; another account's draft is 'File not found'", async () => {
    const v = await t.login("vendor");
    const other = await t.login("vendor");
    const first = (await upload(v.cookie, "banner_image", "a.png")).json().upload;
    const second = (await upload(v.cookie, "banner_image", "b.png")).json().upload;
    expect((await t.request({ url: first.url })).statusCode).toBe(404);
    const stranger = await t.request({ method: "DELETE", url: `/api/vendor/media/${second.id}`, cookie: other.cookie });
    expect(stranger.statusCode).toBe(404);
    const del = await t.request({ method: "DELETE", url: `/api/vendor/media/${second.id}`, cookie: v.cookie });
    expect(del.statusCode).toBe(200);
    expect(await list(v.cookie)).toEqual([]);
    expect((await t.request({ url: second.url })).statusCode).toBe(404);
  });

  it("orders up to ten top photos, before and after the first submit; the public page shows that order", async () => {
    const v = await t.login("vendor");
    const ids: string[] = [];
    for (const name of ["p1.png", "p2.png", "p3.png"])
      ids.push((await upload(v.cookie, "portfolio_image", name)).json().upload.id);
    const ordered = await t.request({
      method: "PUT",
      url: "/api/vendor/media/order",
      cookie: v.cookie,
      payload: { top: [ids[2], ids[0]] },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const tops = ordered.json().uploads.filter((u: { fileType: string }) => u.fileType === "top_photo");
    expect(tops.map((u: { fileName: string }) => u.fileName)).toEqual(["p3.png", "p1.png"]);

    const res = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: v.cookie,
      payload: completeApplication(await kathmandu(t), "Ordered Studio"),
    });
    const { vendorId } = res.json();
    const after = await list(v.cookie);
    const p2 = after.find((u) => u.fileName === "p2.png")!.id;
    const p3 = after.find((u) => u.fileName === "p3.png")!.id;
    const again = await t.request({
      method: "PUT",
      url: "/api/vendor/media/order",
      cookie: v.cookie,
      payload: { top: [p2, p3] },
    });
    expect(again.statusCode).toBe(200);
    const { vendorProfiles } = await import("../../../db/schema");
    await t.app.db.update(vendorProfiles).set({ status: "approved" }).where(eq(vendorProfiles.id, vendorId));
    const page = await t.request({ url: `/api/vendors/${vendorId}` });
    expect(page.statusCode, page.body).toBe(200);
    const portfolio: string[] = page.json().vendor?.portfolio ?? page.json().portfolio;
    const urls = after.reduce<Record<string, string>>((m, u) => Object.assign(m, { [u.url]: u.fileName }), {});
    const names = JSON.stringify(portfolio);
    const order = ["p2.png", "p3.png", "p1.png"].map((n) =>
      names.indexOf(
        Object.keys(urls)
          .find((k) => urls[k] === n)!
          .replace(/\.webp$/, ""),
      ),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("refuses more than ten, someone else's photo, or a card image as a top photo", async () => {
    const v = await t.login("vendor");
    const other = await t.login("vendor");
    const mine = (await upload(v.cookie, "portfolio_image", "m.png")).json().upload.id;
    const card = (await upload(v.cookie, "card_image", "c.png")).json().upload.id;
    const theirs = (await upload(other.cookie, "portfolio_image", "t.png")).json().upload.id;
    const order = (top: string[]) =>
      t.request({ method: "PUT", url: "/api/vendor/media/order", cookie: v.cookie, payload: { top } });
    for (const top of [[theirs], [card], [mine, mine], Array(11).fill(mine), ["not-a-uuid"]]) {
      const res = await order(top);
      expect(res.statusCode, JSON.stringify(top)).toBe(400);
      expect(res.json().error.message).toContain("Choose up to 10 of your own portfolio photos");
    }
  });

  it("sweeps drafts nobody submitted after 30 days, files and records", async () => {
    const v = await t.login("vendor");
    const up = (await upload(v.cookie, "portfolio_image", "old.png")).json().upload;
    expect(await sweepOrphanedDraftMedia(t.app, 30 * 86_400_000, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(
      await sweepOrphanedDraftMedia(t.app, 30 * 86_400_000, new Date(Date.now() + 31 * 86_400_000)),
    ).toBeGreaterThan(0);
    expect(await list(v.cookie)).toEqual([]);
    expect((await t.request({ url: up.url })).statusCode).toBe(404);
  });
});
