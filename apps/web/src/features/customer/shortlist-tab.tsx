import { ShortlistPanel } from "../../components/shortlist/shortlist-panel";

/**
 * The Shortlist tab of /customer-dashboard (docs/decisions/0016): the couple's hearted vendors on their
 * account, with the picker that opens /compare. The same panel as /shortlist.
 */
export function ShortlistTab() {
  return <ShortlistPanel />;
}
