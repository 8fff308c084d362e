/**
 * Strings built to make a backtracking pattern take quadratic (or worse) time: long runs of the
 * characters email, URL, iframe, time and slug patterns repeat on, each ending in a character that
 * makes the match fail at the very end (docs/decisions/0013). Used by the shared unit tests and the
 * server's event-loop and fuzz tests.
 */
export function pathologicalStrings(length: number): { name: string; value: string }[] {
  const run = (unit: string, head = "", tail = "") =>
    head + unit.repeat(Math.max(1, Math.floor(length / unit.length))) + tail;
  return [
    { name: "dots between two @", value: run(".", "a@", "@") },
    { name: "only @", value: run("@") },
    { name: "local part then @", value: run("a", "", "@") },
    { name: "labels then @", value: run("a.", "a@", "@") },
    { name: "URL of dots", value: run(".", "http://a", " ") },
    { name: "URL of letters then space", value: run("a", "https://", " ") },
    { name: "URL dots and slashes", value: run("./", "https://a", "\n") },
    { name: "repeated <iframe", value: run("<iframe", "", "</iframe>") },
    { name: "iframe of src=", value: run(" src=", "<iframe", "></iframe>") },
    { name: "iframe with an open quote", value: run("a", '<iframe src="', "</iframe>") },
    { name: "closing tags and spaces", value: run("</iframe ", "<iframe", "x") },
    { name: "spaces then x", value: run(" ", "", "x") },
    { name: "time with spaces", value: run(" ", "1:00", "x") },
    { name: "slashes", value: run("/", "", "x") },
    { name: "dashes", value: run("-", "a", "x") },
    { name: "words and spaces", value: run(" a", "a", " Municipality!") },
    { name: "digits then x", value: run("9", "+", "x") },
    { name: "tabs and newlines", value: run("\t\n") },
    { name: "combining marks", value: run("e\u0301") },
    { name: "Devanagari", value: run("नमस्ते ") },
  ];
}
