/**
 * What a public page does not style, lay out or paint until it nears the screen (`content-visibility: auto`): on a
 * phone, most of the page. Drawing the whole page before its first paint was most of the work a slow phone did
 * then (docs/performance.md, "Page speed"). Each keeps a guessed height until drawn, then its real one (`auto`).
 */

/** A section below the first screen. */
export const DRAWN_WHEN_NEAR = "[contain-intrinsic-size:auto_800px] [content-visibility:auto]";

/**
 * The cards of a grid or row after its first: the first card is always drawn, so the row keeps its real height (the
 * others stretch to it) and the page below does not move when they are drawn.
 */
export const LATER_CARDS_DRAWN_WHEN_NEAR =
  "[&>*+*]:[contain-intrinsic-size:auto_300px_400px] [&>*+*]:[content-visibility:auto]";
