import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";

/**
 * Pages arrive rendered on the server, rows and figures included, and streamed: React sends each
 * suspended part in a hidden block and reveals it a moment later, so for a few hundred milliseconds
 * a row exists twice in the document, and the page does not yet listen to clicks and typing. After
 * each full page load the tests wait until every streamed part is in place and the app has hydrated
 * (the mark of `components/providers/hydration-mark.tsx`), as a person would see a settled page.
 * Pages without the app's scripts (previews, JSON, JavaScript disabled) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  if (scriptless.has(page)) return;
  // Next's inline scripts fill `__next_f`: absent on other pages, and where scripts are off for the test.
  const isApp = await page.evaluate(() => "__next_f" in window).catch(() => false);
  if (!isApp) return;
  // documentElement is null for a moment while a redirect replaces the document (/login#access_token).
  await page.waitForFunction(
    () => document.documentElement?.dataset.hydrated === "true" && !document.querySelector('div[hidden][id^="S:"]'),
    undefined,
    { timeout: 30_000, polling: 100 },
  );
}

const patched = new WeakSet<Page>();
/** Pages of `test.use({ javaScriptEnabled: false })`: Playwright passes that option to the context without
 * it showing in `newContext`'s arguments, so the context's pages were patched; they never hydrate. */
const scriptless = new WeakSet<Page>();

/** Makes `goto`, `reload` and `waitForURL` of a page return only once it has settled. */
function patch(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await settled(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await settled(page);
    return response;
  };
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    if (options?.waitUntil !== "commit") await settled(page);
  };
  return page;
}

/**
 * Content-Security-Policy violations of the running test (one worker runs one test at a time), from
 * every page and frame of every context it used; a test that saw any fails (issue 10: the suite runs
 * with the policy on). Chromium logs each refusal as an error naming the policy; the page's own
 * `securitypolicyviolation` event is logged too, in case a refusal ever goes unlogged.
 */
let violations: string[] | null = null;
const watchedContexts = new WeakSet<BrowserContext>();

async function watchCsp(context: BrowserContext): Promise<void> {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  context.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      violations?.push(`${message.location().url || "(page)"}: ${message.text()}`);
    }
  });
  await context.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) =>
        console.error(
          `Content Security Policy violation event: ${e.effectiveDirective} refused ${e.blockedURI || "(inline)"} at ${e.sourceFile || e.documentURI}:${e.lineNumber}`,
        ),
      true,
    );
  });
}

const patchedBrowsers = new WeakSet<Browser>();

/** Pages a test opens itself (`browser.newContext()`, `browser.newPage()`) settle the same way. */
function patchBrowser(browser: Browser): Browser {
  if (patchedBrowsers.has(browser)) return browser;
  patchedBrowsers.add(browser);
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    if (options?.javaScriptEnabled === false) return context;
    context.on("page", patch);
    const contextPage = context.newPage.bind(context);
    context.newPage = async () => patch(await contextPage());
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await watchCsp(page.context());
    return options?.javaScriptEnabled === false ? page : patch(page);
  };
  return browser;
}

export const test = base.extend<{ cspViolations: string[] }, { settledBrowser: Browser }>({
  settledBrowser: [async ({ browser }, provide) => provide(patchBrowser(browser)), { scope: "worker", auto: true }],
  /** The test's violations so far; a test that provokes one on purpose takes it out after checking it. */
  cspViolations: [
    async ({}, provide) => {
      const seen: string[] = [];
      violations = seen;
      await provide(seen);
      violations = null;
      if (seen.length) throw new Error(`Content-Security-Policy violations:\n${seen.join("\n")}`);
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations }, provide) => {
    void cspViolations; // set up first, so that it is torn down (and checked) after the context closed
    await watchCsp(context);
    await provide(context);
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled === false) scriptless.add(page);
    await provide(javaScriptEnabled === false ? page : patch(page));
  },
});
