import { CAPACITY_MESSAGE, DATE_PARAM_MESSAGE, RANGE_ORDER_MESSAGE, RANGE_TOO_LONG_MESSAGE } from "@bihe/shared";
import { BLOCK_NOTE_MESSAGE, MONTH_PARAM_MESSAGE, SPAN_MISSING_MESSAGE } from "@bihe/shared/vendor-calendar";
import { describe, expect, it } from "vitest";
import { validation } from "../../i18n/ne/validation";
import { translateMessage } from "../../i18n/validation";

// Messages built from constants (template literals) escape the test that reads the shared sources' strings.
describe("the calendar's 400 messages in Nepali", () => {
  it("each has a Nepali text", () => {
    for (const message of [
      CAPACITY_MESSAGE,
      DATE_PARAM_MESSAGE,
      MONTH_PARAM_MESSAGE,
      RANGE_ORDER_MESSAGE,
      RANGE_TOO_LONG_MESSAGE,
      BLOCK_NOTE_MESSAGE,
      SPAN_MISSING_MESSAGE,
    ]) {
      expect(translateMessage(message, validation), message).toMatch(/[\u0900-\u097F]/);
    }
  });
});
