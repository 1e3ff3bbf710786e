import { test as base, type Browser, type Page } from "@playwright/test";

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
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === "true" && !document.querySelector('div[hidden][id^="S:"]'),
    undefined,
    { timeout: 30_000 },
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

const patchedBrowsers = new WeakSet<Browser>();

/** Pages a test opens itself (`browser.newContext()`, `browser.newPage()`) settle the same way. */
function patchBrowser(browser: Browser): Browser {
  if (patchedBrowsers.has(browser)) return browser;
  patchedBrowsers.add(browser);
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled === false) return context;
    context.on("page", patch);
    const contextPage = context.newPage.bind(context);
    context.newPage = async () => patch(await contextPage());
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    return options?.javaScriptEnabled === false ? page : patch(page);
  };
  return browser;
}

export const test = base.extend<object, { settledBrowser: Browser }>({
  settledBrowser: [async ({ browser }, provide) => provide(patchBrowser(browser)), { scope: "worker", auto: true }],
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled === false) scriptless.add(page);
    await provide(javaScriptEnabled === false ? page : patch(page));
  },
});
