import {
  defaultText,
  eventName,
  type Lang,
  policyText,
  storedEventName,
  storedPolicy,
  storedText,
  toLang,
} from "@bihe/shared";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "./use-translation";

const WORDINGS = {
  /** Any other text: as typed. */
  plain: { shown: (text: string) => text, stored: (text: string) => text },
  /** A payment term's description. */
  line: { shown: defaultText, stored: storedText },
  /** An event's name (a catalogue event's is its key in the catalogue). */
  event: { shown: eventName, stored: storedEventName },
  /** A cancellation policy, line by line. */
  policy: { shown: policyText, stored: storedPolicy },
} satisfies Record<string, { shown: (text: string, lang: Lang) => string; stored: (text: string) => string }>;

export type Wording = keyof typeof WORDINGS;

/**
 * The value of an input that one of the product's texts may fill (a payment term's description, the
 * cancellation policy, a catalogue event's name): that text shown in the reader's language, and kept as the
 * product's when left in that wording (format/default-texts.ts, decision 0026), so a Nepali vendor reads
 * the wizard's defaults in Nepali and an English reader of the profile still reads them in English. What is
 * typed stays on screen as typed; a value set from outside (a draft loaded, a reset) shows in the reader's
 * wording.
 */
export function useWordedValue(stored: string, store: (text: string) => void, wording: Wording) {
  const lang = toLang(useTranslation().i18n.language);
  const [typed, setTyped] = useState<string | null>(null);
  const { shown, stored: toStored } = WORDINGS[wording];
  return {
    value: typed != null && toStored(typed) === stored ? typed : shown(stored, lang),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setTyped(e.target.value);
      store(toStored(e.target.value));
    },
  };
}
