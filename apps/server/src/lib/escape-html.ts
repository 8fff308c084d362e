/** Text made safe inside HTML text and attribute values (every page and the development mailbox). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
