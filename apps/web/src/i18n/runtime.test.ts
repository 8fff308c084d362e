import { describe, expect, it, vi } from "vitest";
import i18n from "./index";
import { createRuntime, type Loader } from "./runtime";

/** A runtime over small made-up texts, with Nepali's `leads` loading on demand like a page's chunk. */
function small(loaders: Record<string, Record<string, Loader>> = {}) {
  return createRuntime({
    language: "en",
    fallbackLanguage: "en",
    defaultNamespace: "common",
    resources: {
      en: {
        common: {
          hello: "Hello {{name}}",
          found: "{{count, number}} found",
          years_one: "{{count}} year",
          years_other: "{{count}} years",
          page: { ward: "Ward {{n}}" },
          onlyEnglish: "English only",
          steps: ["One {{n}}", "Two"],
        },
        leads: { title: "Leads" },
      },
      ne: {
        common: { hello: "नमस्ते {{name}}", years_one: "{{count}} वर्ष", years_other: "{{count}} वर्षहरू" },
      },
    },
    loaders,
    formats: { number: (value, lang) => (lang === "ne" ? `#${value}` : `n${value}`) },
  });
}

describe("the texts runtime", () => {
  it("records the namespaces components ask for while a page is drawn on the server, and only then", () => {
    const runtime = small();
    runtime.hasLoadedNamespace("common");
    const asked = runtime.recordAsked();
    runtime.hasLoadedNamespace("leads");
    runtime.hasLoadedNamespace("shortlist");
    runtime.hasLoadedNamespace("leads");
    expect(asked()).toEqual(["leads", "shortlist"]);
    runtime.hasLoadedNamespace("reviews");
    expect(asked()).toEqual(["leads", "shortlist"]);
  });

  it("fills {{name}}, nested keys and leaves a missing value empty", () => {
    const t = small().getFixedT("en", "common");
    expect(t("hello", { name: "Sita" })).toBe("Hello Sita");
    expect(t("page.ward", { n: 9 })).toBe("Ward 9");
    expect(t("hello")).toBe("Hello ");
  });

  it("picks the plural form by the language's rules", () => {
    const rt = small();
    expect(rt.getFixedT("en", "common")("years", { count: 1 })).toBe("1 year");
    expect(rt.getFixedT("en", "common")("years", { count: 12 })).toBe("12 years");
    expect(rt.getFixedT("ne", "common")("years", { count: 1 })).toBe("1 वर्ष");
    expect(rt.getFixedT("ne", "common")("years", { count: 0 })).toBe("0 वर्षहरू");
  });

  it("formats {{count, number}} in the reader's language", () => {
    const rt = small();
    expect(rt.getFixedT("en", "common")("found", { count: 5 })).toBe("n5 found");
    expect(rt.getFixedT("ne", "common")("found", { count: 5 })).toBe("#5 found");
  });

  it("falls back to English, then to defaultValue, then to the key", () => {
    const t = small().getFixedT("ne", "common");
    expect(t("onlyEnglish")).toBe("English only");
    expect(t("nowhere.x", { defaultValue: "Shown {{n}}", n: 2 })).toBe("Shown 2");
    expect(t("nowhere.x")).toBe("nowhere.x");
  });

  it("downloads the English fallback of a lazy namespace only when a Nepali key is missing", async () => {
    const english = vi.fn(async () => ({ title: "Admin", extra: "Only in English" }));
    const rt = small({ en: { admin: english }, ne: { admin: async () => ({ title: "प्रशासन" }) } });
    await rt.changeLanguage("ne");
    await rt.loadNamespaces("admin");
    expect(rt.getFixedT("ne", "admin")("title")).toBe("प्रशासन");
    expect(english).not.toHaveBeenCalled();
    expect(rt.getFixedT("ne", "admin")("extra", { defaultValue: "…" })).toBe("…");
    expect(english).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(rt.getFixedT("ne", "admin")("extra")).toBe("Only in English"));
  });

  it("reads ns:key and { ns } in another namespace, and arrays with returnObjects", () => {
    const t = small().getFixedT("en", "common");
    expect(t("leads:title")).toBe("Leads");
    expect(t("title", { ns: "leads" })).toBe("Leads");
    expect(t("steps", { returnObjects: true, n: 1 })).toEqual(["One 1", "Two"]);
    expect(t("steps")).toBe("steps");
  });

  it("loads a namespace on demand once, tells listeners, and changes language after its texts are here", async () => {
    const load = vi.fn(async () => ({ title: "लिड" }));
    const rt = small({ ne: { leads: load } });
    const seen: string[] = [];
    rt.on("languageChanged", (lang) => seen.push(lang));
    const changes = vi.fn();
    rt.subscribe(changes);
    expect(rt.hasLoadedNamespace("leads")).toBe(true);
    const switching = rt.changeLanguage("ne");
    expect(rt.language).toBe("en");
    expect(rt.loadNamespaces("leads")).toBe(rt.loadNamespaces("leads"));
    await switching;
    expect(rt.language).toBe("ne");
    expect(seen).toEqual(["ne"]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(rt.hasLoadedNamespace("leads")).toBe(true);
    expect(rt.getFixedT("ne", "leads")("title")).toBe("लिड");
    expect(changes).toHaveBeenCalled();
  });

  it("counts each namespace's arrivals apart (a hook re-renders for its own namespaces only)", async () => {
    const rt = small({ ne: { leads: async () => ({ title: "लिड" }) } });
    const common = rt.versionOf("common");
    const leads = rt.versionOf("leads");
    await rt.changeLanguage("ne");
    expect(rt.versionOf("leads")).toBeGreaterThan(leads);
    expect(rt.versionOf("common")).toBe(common); // Nepali common was bundled: nothing arrived
    expect(rt.versionOf("admin")).toBe(0);
  });

  it("keeps the same t until something changes, and the last of two quick switches wins", async () => {
    const rt = small({ ne: { leads: async () => ({ title: "लिड" }) } });
    const t = rt.getFixedT("en", "common");
    expect(rt.getFixedT("en", "common")).toBe(t);
    const first = rt.changeLanguage("ne");
    const second = rt.changeLanguage("en");
    await Promise.all([first, second]);
    expect(rt.language).toBe("en");
  });

  it("shows the fallback instead of suspending for ever when a namespace fails to download", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const rt = small({ ne: { leads: () => Promise.reject(new Error("offline")) } });
    await rt.changeLanguage("ne");
    expect(rt.hasLoadedNamespace("leads")).toBe(true);
    expect(rt.getFixedT("ne", "leads")("title")).toBe("Leads");
    error.mockRestore();
  });
});

describe("the app's texts", () => {
  it("write Nepali numbers in Devanagari digits and pick Nepali plurals", async () => {
    await i18n.loadLanguages("ne");
    const ne = i18n.getFixedT("ne", "marketplace");
    expect(ne("years", { count: 1 })).toMatch(/^१ /);
    expect(ne("list.found", { count: 120000 })).toBe("१,२०,००० फोटोग्राफर भेटिए");
    // @ts-expect-error: a key that is not in the English texts fails the typecheck
    expect(ne("no.such.key")).toBe("no.such.key");
  });
});
