import { useLocalizeMessage } from "./validation";

/** A validation or API message (English in the shared schemas) in the reader's language. */
export function Localized({ message }: { message: string }) {
  const localize = useLocalizeMessage();
  return <>{localize(message)}</>;
}
