/**
 * The server's layers, one way (docs/architecture.md, "The server"):
 *   platform (db, auth, mail, storage, lib, config.ts)
 *     <- domains (modules/<domain>)
 *       <- pages (web/: the HTML shell, page heads, SEO, first screen)
 *         <- the composition root (app.ts, main.ts) and the seed.
 * Run by `npm run lint` (`lint:imports`) and by `npm test`; proven by apps/server/src/boundaries.test.ts.
 */
const SRC = "^apps/server/src/";
const PLATFORM = `${SRC}(db|auth|mail|storage|lib)/|${SRC}config\\.ts$`;
const DOMAINS = `${SRC}modules/`;
const PAGES = `${SRC}web/`;
const ABOVE_DOMAINS = `${PAGES}|${SRC}(seed|security|ops)/|${SRC}(app|main)\\.ts$`;
/** Tests are left out: they may reach anything they prove (a test harness builds the whole app). */
const TESTS = "\\.test\\.ts$|\\.test-helper\\.ts$|/test-helpers\\.ts$|/test-scenario\\.ts$|/typed-test-forms\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "platform-imports-no-domain",
      comment:
        "Platform code (db, auth, mail, storage, lib, config) never imports a domain, a page or the app: every domain builds on it, so it cannot know them. Move what both need down into the platform.",
      severity: "error",
      from: { path: PLATFORM },
      to: { path: `${DOMAINS}|${ABOVE_DOMAINS}` },
    },
    {
      name: "domain-imports-no-page",
      comment:
        "A domain (modules/<domain>) never imports the pages layer (web/: page heads, SEO, HTML), the seed or the app: pages compose domains, not the other way round. Move the shared piece into the domain or the platform.",
      severity: "error",
      from: { path: DOMAINS },
      to: { path: ABOVE_DOMAINS },
    },
    {
      name: "pages-import-no-app",
      comment: "The pages layer (web/) never imports the app, the seed or the test suites: app.ts composes it.",
      severity: "error",
      from: { path: PAGES },
      to: { path: `${SRC}(seed|security|ops)/|${SRC}(app|main)\\.ts$` },
    },
    {
      name: "no-cycle-between-domains",
      comment:
        "Domains form no cycle: when two domains need each other, what they share belongs to one of them (or to the platform), and the other imports it.",
      severity: "error",
      scope: "folder",
      from: { path: `${DOMAINS}[^/]+$` },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: "^apps/server/src/",
    exclude: { path: TESTS },
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports count: a type ties two layers as much as a value does.
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    progress: { type: "none" },
  },
};
