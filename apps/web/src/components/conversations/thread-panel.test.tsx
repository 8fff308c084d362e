// @vitest-environment happy-dom
import { MESSAGE_MAX_LENGTH, type ThreadView } from "@bihe/shared";
import { conversationsContracts } from "@bihe/shared/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes, withUnansweredRequests } from "../../test/render-routes";
import { ThreadPanel } from "./thread-panel";

// The thread comes from the query cache (requests stay unanswered); texts are the English ones.
withUnansweredRequests();

const thread = (over: Partial<ThreadView> = {}): ThreadView => ({
  leadId: "l1",
  vendorName: "Himal Studio",
  clientName: "Sita",
  me: "vendor",
  otherReadAt: null,
  messages: [],
  clientReachable: true,
  clientLinkEmail: null,
  hasCustomerAccount: true,
  inquiry: null,
  ...over,
});
const text = (id: string, author: "vendor" | "client", body: string, createdAt: string) => ({
  id,
  author,
  kind: "text" as const,
  body,
  quotation: null,
  createdAt,
});

function open(view: ThreadView) {
  renderRoutes([{ path: "/t", element: <ThreadPanel scope={{ as: "vendor", leadId: "l1" }} /> }], "/t", (client) => {
    client.setQueryData(conversationsContracts.vendorThread.queryKey({ params: { id: "l1" } }), view);
  });
}

describe("ThreadPanel", () => {
  it("shows a message as text, never as markup", async () => {
    open(
      thread({ messages: [text("m1", "client", "<script>alert(1)</script><b>hi</b>", "2026-11-29T04:00:00.000Z")] }),
    );
    const message = await screen.findByTestId("message");
    expect(message.textContent).toContain("<script>alert(1)</script><b>hi</b>");
    expect(message.querySelector("script, b")).toBeNull();
  });

  it("says 'Seen' under the caller's last message once the other side read after it, 'Sent' before", async () => {
    const messages = [
      text("m1", "vendor", "First", "2026-11-29T04:00:00.000Z"),
      text("m2", "client", "Reply", "2026-11-29T04:01:00.000Z"),
      text("m3", "vendor", "Second", "2026-11-29T04:02:00.000Z"),
    ];
    open(thread({ messages, otherReadAt: "2026-11-29T04:01:30.000Z" }));
    const receipts = await screen.findAllByTestId("receipt");
    expect(receipts).toHaveLength(1);
    expect(receipts[0].textContent).toBe("Sent");
    const last = screen.getAllByTestId("message")[2];
    expect(within(last).getByTestId("receipt")).toBeTruthy();
  });

  it("marks the last message seen when the other side read at or after it", async () => {
    open(
      thread({
        messages: [text("m1", "vendor", "Hello", "2026-11-29T04:00:00.000Z")],
        otherReadAt: "2026-11-29T04:00:00.000Z",
      }),
    );
    expect((await screen.findByTestId("receipt")).textContent).toBe("Seen");
  });

  it("sends nothing empty or longer than the limit", async () => {
    open(thread());
    const box = await screen.findByPlaceholderText("Write a message");
    const send = screen.getByRole("button", { name: "Send" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: "   " } });
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: "x".repeat(MESSAGE_MAX_LENGTH + 1) } });
    expect(send.disabled).toBe(true);
    expect(screen.getByText(/2,001 \/ 2,000/)).toBeTruthy();
    fireEvent.change(box, { target: { value: "Namaste" } });
    expect(send.disabled).toBe(false);
  });
});
