import type { TFunction } from "../i18n/use-translation";
import { useTranslation } from "../i18n/use-translation";

type T = TFunction<"hallsDecorators">;
/** A name the server sends (BANQUET_AMENITIES...) as a key of the namespace; an unknown name shows as it is. */
const label = (t: T, group: "facilities" | "specialties" | "events", name: string): string =>
  t(`${group}.${name}` as `facilities.WiFi`, { defaultValue: name });

/** The reader's words for a hall's facilities and a decorator's specialties and event types. */
export function useTypeLabels() {
  const { t } = useTranslation("hallsDecorators");
  return {
    t,
    facility: (name: string) => label(t, "facilities", name),
    specialty: (name: string) => label(t, "specialties", name),
    event: (name: string) => label(t, "events", name),
  };
}
