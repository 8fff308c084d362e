import { type Format, interpolate, interpolateDeep, resolve, type Texts, type TOptions } from "./translate";

/**
 * The texts store: which language the reader sees, which namespaces are here in which language, and
 * loading the rest on demand. What i18next + react-i18next did for us, in the few lines we use (see
 * docs/decisions/0022-small-i18n-runtime.md). The app's instance and its namespaces are in index.ts.
 */

/** Loads one namespace's texts in one language (a dynamic import: the texts come as their own chunk). */
export type Loader = () => Promise<Texts>;

export type RuntimeOptions = {
  /** The language shown first. */
  language: string;
  /** Where a text missing in the reader's language is looked up (English: every key is written there first). */
  fallbackLanguage: string;
  /** The texts bundled with the code, by language then namespace. */
  resources: Record<string, Record<string, Texts>>;
  /** The namespaces that load on demand, by language then namespace. */
  loaders: Record<string, Record<string, Loader>>;
  /** The namespace of a `t` made without one. */
  defaultNamespace: string;
  /** `{{value, name}}` formats. */
  formats: Record<string, Format>;
};

/** A `t` function (typed by keys.ts where the app uses it). */
export type PlainT = (key: string, options?: TOptions) => unknown;

export function createRuntime(options: RuntimeOptions) {
  const { fallbackLanguage, loaders, defaultNamespace, formats } = options;
  const bundles = new Map<string, Map<string, Texts>>();
  for (const [lang, namespaces] of Object.entries(options.resources)) {
    bundles.set(lang, new Map(Object.entries(namespaces)));
  }
  /** Every namespace there is: `ns:key` is a namespace prefix only when `ns` is one of them. */
  const known = new Set<string>(
    [options.resources, loaders].flatMap((byLang) => Object.values(byLang).flatMap((byNs) => Object.keys(byNs))),
  );
  /** Every namespace asked for so far: a change of language loads them all in the new language first. */
  const used = new Set<string>([defaultNamespace, ...Object.values(options.resources).flatMap(Object.keys)]);
  const loading = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  const languageListeners = new Set<(lang: string) => void>();
  const fixed = new Map<string, PlainT>();
  let language = options.language;
  let version = 0;
  /** Per namespace: how many times its texts arrived (in any language), so a hook re-renders for its own only. */
  const arrivals = new Map<string, number>();
  let languageRequest = 0;
  /** While the server draws a page: the namespaces its components ask for (recordAsked). */
  let asked: Set<string> | null = null;

  /** Something visible changed (texts arrived, language switched): `t` functions are new, hooks re-render. */
  const changed = () => {
    version++;
    fixed.clear();
    for (const listener of listeners) listener();
  };

  const bundle = (lang: string, ns: string) => bundles.get(lang)?.get(ns);
  const has = (lang: string, ns: string) => bundles.get(lang)?.has(ns) ?? false;
  const languagesFor = (lang: string) => (lang === fallbackLanguage ? [lang] : [lang, fallbackLanguage]);

  const store = (lang: string, ns: string, texts: Texts) => {
    let byNs = bundles.get(lang);
    if (!byNs) {
      byNs = new Map();
      bundles.set(lang, byNs);
    }
    byNs.set(ns, texts);
    arrivals.set(ns, (arrivals.get(ns) ?? 0) + 1);
  };

  /**
   * One namespace in one language; the same promise to every caller while it loads (React's `use`
   * needs that). A namespace without texts in a language counts as loaded and empty (the English
   * fallback answers). A failed download (offline) counts as loaded and empty too, as with i18next:
   * the page shows the fallback's texts instead of suspending (and retrying) for ever.
   */
  function loadOne(lang: string, ns: string): Promise<void> {
    used.add(ns);
    if (has(lang, ns)) return Promise.resolve();
    const id = `${lang}|${ns}`;
    const pending = loading.get(id);
    if (pending) return pending;
    const load = loaders[lang]?.[ns];
    const promise = (load ? load() : Promise.resolve({}))
      .then(
        (texts) => {
          store(lang, ns, texts);
          changed();
        },
        (err: unknown) => {
          console.error(`texts ${id} did not load`, err);
          store(lang, ns, {});
          changed();
        },
      )
      .finally(() => loading.delete(id));
    loading.set(id, promise);
    return promise;
  }

  const sets = new Map<string, Promise<void>>();
  /**
   * Several namespaces in a language; one promise per set while it loads. Not the fallback's texts:
   * every key is in both languages (parity.test.ts), so a Nepali reader downloads English only for a
   * key that turns out to be missing (see makeT), not every namespace twice as with i18next.
   */
  function loadAll(lang: string, namespaces: readonly string[]): Promise<void> {
    const id = `${lang}|${namespaces.join(",")}`;
    const pending = sets.get(id);
    if (pending) return pending;
    const promise = Promise.all(namespaces.map((ns) => loadOne(lang, ns))).then(() => {
      sets.delete(id);
    });
    sets.set(id, promise);
    return promise;
  }

  /**
   * `t` for a language and namespaces: `ns:key` or `{ ns }` picks another namespace; the first of
   * the list that has the key answers, in the reader's language first, then in the fallback. A key
   * missing in the reader's language whose fallback texts are not here yet starts loading them: until
   * they arrive (and every `t` is renewed) the defaultValue or the key shows.
   */
  function makeT(lang: string, namespaces: readonly string[]): PlainT {
    return (key, opts) => {
      let names = opts?.ns ? [opts.ns] : namespaces;
      let k = key;
      const colon = key.indexOf(":");
      if (colon > 0 && known.has(key.slice(0, colon))) {
        names = [key.slice(0, colon)];
        k = key.slice(colon + 1);
      }
      for (const l of languagesFor(lang)) {
        for (const ns of names) {
          if (l !== lang && !has(l, ns)) void loadOne(l, ns);
          const value = resolve(bundle(l, ns), k, l, opts);
          if (typeof value === "string") return interpolate(value, opts, lang, formats);
          if (value !== undefined && opts?.returnObjects) return interpolateDeep(value, opts, lang, formats);
        }
      }
      return opts?.defaultValue !== undefined ? interpolate(opts.defaultValue, opts, lang, formats) : k;
    };
  }

  const listOf = (ns: string | readonly string[] | undefined) =>
    ns === undefined ? [defaultNamespace] : typeof ns === "string" ? [ns] : ns;

  return {
    /** The reader's language now. */
    get language() {
      return language;
    },
    /** Changes whenever a text arrives or the language changes (for useSyncExternalStore). */
    get version() {
      return version;
    },
    /** Changes whenever the namespace's texts arrive in any language (a hook's snapshot: use-translation.ts). */
    versionOf(ns: string): number {
      return arrivals.get(ns) ?? 0;
    },
    /** Is the namespace here in the language (default: the reader's)? */
    hasLoadedNamespace(ns: string, lang: string = language): boolean {
      used.add(ns);
      asked?.add(ns);
      return has(lang, ns);
    },
    /**
     * Records the namespaces components ask for from now until the returned function is called, which
     * returns them: a page drawn on the server tells the browser which texts to load before hydrating it.
     */
    recordAsked(): () => string[] {
      const record = new Set<string>();
      asked = record;
      return () => {
        if (asked === record) asked = null;
        return [...record];
      };
    },
    /** Loads namespaces in the reader's language. */
    loadNamespaces(ns: string | readonly string[]): Promise<void> {
      return loadAll(language, listOf(ns));
    },
    /** Loads every namespace used so far in other languages (before showing them). */
    loadLanguages(langs: string | readonly string[]): Promise<void> {
      return Promise.all(listOf(langs).map((lang) => loadAll(lang, [...used]))).then(() => undefined);
    },
    /**
     * Switches language once the texts on screen are here in it, so nothing flashes keys or suspends;
     * when switched twice quickly the last choice wins.
     */
    async changeLanguage(lang: string): Promise<void> {
      const request = ++languageRequest;
      await loadAll(lang, [...used]);
      if (request !== languageRequest || lang === language) return;
      language = lang;
      changed();
      for (const listener of languageListeners) listener(lang);
    },
    /** A namespace's texts as they are (the validation table), or undefined before they loaded. */
    getResourceBundle(lang: string, ns: string): Texts | undefined {
      return bundle(lang, ns);
    },
    /** Adds or replaces a namespace's texts (tests; texts that came another way). */
    addResourceBundle(lang: string, ns: string, texts: Texts): void {
      used.add(ns);
      store(lang, ns, texts);
      changed();
    },
    /** `t` in a language, the same function until something changes (safe in effect dependencies). */
    getFixedT(lang: string, ns?: string | readonly string[]): PlainT {
      const namespaces = listOf(ns);
      const id = `${lang}|${namespaces.join(",")}`;
      let t = fixed.get(id);
      if (!t) {
        t = makeT(lang, namespaces);
        fixed.set(id, t);
      }
      return t;
    },
    /** `i18n.on("languageChanged", fn)`, the one event the app listens to. */
    on(_event: "languageChanged", listener: (lang: string) => void): void {
      languageListeners.add(listener);
    },
    off(_event: "languageChanged", listener: (lang: string) => void): void {
      languageListeners.delete(listener);
    },
    /** For useSyncExternalStore: calls `listener` after every change. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Runtime = ReturnType<typeof createRuntime>;
