import { test as base, type Page } from "@playwright/test";

/**
 * Pages arrive rendered on the server, rows and figures included, before React has hydrated them:
 * a test that types into a field or clicks at once could act before the page listens, where a
 * person would simply try again. After each full page load the tests wait for the mark the app sets
 * once hydrated (`components/providers/hydration-mark.tsx`); pages without the app's scripts
 * (previews, JSON, JavaScript disabled) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  const isApp = await page.evaluate(() => Boolean(document.querySelector('script[src*="/_next/"]'))).catch(() => false);
  if (!isApp) return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 30_000 });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
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
        // A redirect that stays in the app is a client navigation (already hydrated); a full load is waited for.
        if (options?.waitUntil !== "commit") await settled(page);
      };
    }
    await provide(page);
  },
});
