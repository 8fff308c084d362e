import fs from "node:fs";

/** Debian's Chromium (never a downloaded browser): CHROMIUM_PATH or /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

export function assertChromium(): void {
  const p = chromiumPath();
  if (!fs.existsSync(p)) {
    throw new Error(
      `Chromium not found at ${p}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
}
