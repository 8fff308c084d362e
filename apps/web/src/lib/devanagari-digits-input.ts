import { toAsciiDigits } from "@bihe/shared/digits";

/** The fields that take a number, a phone or a code: their value is read as ASCII digits. */
const NUMERIC_FIELD =
  'input[type="number"], input[type="tel"], input[inputmode="numeric"], input[inputmode="decimal"], input[inputmode="tel"]';
const DEVANAGARI_DIGIT = /[०-९]/;

/** True when the event is for a numeric field and the text it would insert has Devanagari digits. */
const devanagariIntoNumericField = (target: EventTarget | null, text: string | null | undefined) =>
  !!text && DEVANAGARI_DIGIT.test(text) && target instanceof HTMLInputElement && target.matches(NUMERIC_FIELD);

/**
 * A Nepali keyboard types ०-९. A number field drops them (Chromium inserts nothing: a price typed in
 * Nepali stays empty), and a phone or code field would hold digits no rule reads. In those fields,
 * typed or pasted Devanagari digits are inserted as ASCII digits instead, at the caret, as the
 * browser's own edit (so the field's input event and undo work as for any typing). Free text keeps
 * what was typed. The shared rules read Devanagari digits too (digitsOnly), for what arrives otherwise.
 */
export function acceptDevanagariDigits(doc: Document = document) {
  // Without the editing command the browser's own insertion goes ahead (nothing is taken from the user).
  if (!doc.queryCommandSupported?.("insertText")) return;
  const insertAscii = (e: Event, text: string) => {
    e.preventDefault();
    doc.execCommand("insertText", false, toAsciiDigits(text));
  };
  doc.addEventListener(
    "beforeinput",
    (e) => {
      if (e.inputType === "insertText" && devanagariIntoNumericField(e.target, e.data))
        insertAscii(e, e.data as string);
    },
    true,
  );
  doc.addEventListener(
    "paste",
    (e) => {
      const text = e.clipboardData?.getData("text/plain");
      if (devanagariIntoNumericField(e.target, text)) insertAscii(e, text as string);
    },
    true,
  );
}
