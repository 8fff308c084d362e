// @vitest-environment happy-dom
import { EMPTY_FILTERS, type ListingFilters } from "@bihe/shared";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TypeFilters } from "./type-filters";

// The app's i18next instance (loaded through the Select's module) loads the namespace: English texts.
afterEach(cleanup);

const hall: ListingFilters = { ...EMPTY_FILTERS, vendorType: "banquet_hall" };
const decorator: ListingFilters = { ...EMPTY_FILTERS, vendorType: "decorator" };

describe("the filters of one vendor type", () => {
  it("a hall's guests: the four ranges, and 'any' clears it", async () => {
    const apply = vi.fn();
    render(<TypeFilters filters={{ ...hall, capacity: "200-500" }} apply={apply} />);
    const select = (await screen.findByRole("combobox", { name: "Guests" })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(["", "up-to-200", "200-500", "500-1000", "1000-plus"]);
    expect(select.value).toBe("200-500");
    fireEvent.change(select, { target: { value: "1000-plus" } });
    expect(apply).toHaveBeenLastCalledWith({ capacity: "1000-plus" });
    fireEvent.change(select, { target: { value: "" } });
    expect(apply).toHaveBeenLastCalledWith({ capacity: null });
  });

  it("a hall's facilities add up (every one must be there) and come off one by one", async () => {
    const apply = vi.fn();
    render(<TypeFilters filters={{ ...hall, facilities: ["parking"] }} apply={apply} />);
    expect(await screen.findByRole("checkbox", { name: "Parking" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("checkbox", { name: "WiFi" }));
    // In the table's order (one choice, one URL), not the order ticked.
    expect(apply).toHaveBeenLastCalledWith({ facilities: ["wifi", "parking"] });
    fireEvent.click(screen.getByRole("checkbox", { name: "Parking" }));
    expect(apply).toHaveBeenLastCalledWith({ facilities: [] });
  });

  it("a decorator's specialty and event type, and no hall filters", async () => {
    const apply = vi.fn();
    render(<TypeFilters filters={decorator} apply={apply} />);
    fireEvent.change(await screen.findByRole("combobox", { name: "Specialty" }), {
      target: { value: "mandap-decoration" },
    });
    expect(apply).toHaveBeenLastCalledWith({ specialty: "mandap-decoration" });
    const events = screen.getByRole("combobox", { name: "Event type" }) as HTMLSelectElement;
    expect(events.options).toHaveLength(11); // 'any' and the ten event types
    expect(screen.queryByRole("combobox", { name: "Guests" })).toBeNull();
    fireEvent.change(events, { target: { value: "bratabandha" } });
    expect(apply).toHaveBeenLastCalledWith({ event: "bratabandha" });
  });

  it("photographers have none of these", () => {
    const { container } = render(<TypeFilters filters={EMPTY_FILTERS} apply={vi.fn()} />);
    expect(container.innerHTML).toBe("");
  });
});
