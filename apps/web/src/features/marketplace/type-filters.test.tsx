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
  it("a hall's guests: a number typed, applied on Enter or leaving the field, cleared when emptied", async () => {
    const apply = vi.fn();
    const { rerender } = render(<TypeFilters filters={hall} apply={apply} />);
    const field = (await screen.findByRole("textbox", { name: "Guests" })) as HTMLInputElement;
    expect(screen.getByText("Halls that seat all your guests")).toBeTruthy();
    fireEvent.change(field, { target: { value: "30" } });
    expect(apply).not.toHaveBeenCalled(); // not at each digit
    fireEvent.change(field, { target: { value: "300" } });
    fireEvent.submit(field.closest("form")!);
    expect(apply).toHaveBeenLastCalledWith({ guests: 300 });
    rerender(<TypeFilters filters={{ ...hall, guests: 300 }} apply={apply} />);
    expect(field.value).toBe("300");
    expect(screen.getByText("Halls that seat 300 guests")).toBeTruthy();
    // Devanagari digits read as digits; the same count is not applied twice.
    apply.mockClear();
    fireEvent.change(field, { target: { value: "३००" } });
    fireEvent.blur(field);
    expect(apply).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: "lots" } });
    fireEvent.blur(field);
    expect(apply).not.toHaveBeenCalled();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter a whole number of guests, from 1 to 10,000")).toBeTruthy();
    fireEvent.change(field, { target: { value: "" } });
    fireEvent.blur(field);
    expect(apply).toHaveBeenLastCalledWith({ guests: null });
  });

  it("an older link's size range shows and comes off", async () => {
    const apply = vi.fn();
    render(<TypeFilters filters={{ ...hall, capacity: "200-500" }} apply={apply} />);
    expect(await screen.findByText("200-500 guests")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove the size range" }));
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
    expect(screen.queryByRole("textbox", { name: "Guests" })).toBeNull();
    fireEvent.change(events, { target: { value: "bratabandha" } });
    expect(apply).toHaveBeenLastCalledWith({ event: "bratabandha" });
  });

  it("photographers have none of these", () => {
    const { container } = render(<TypeFilters filters={EMPTY_FILTERS} apply={vi.fn()} />);
    expect(container.innerHTML).toBe("");
  });
});
