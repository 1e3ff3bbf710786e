import { expect } from "@playwright/test";
import { test } from "../fixtures";
import { signIn } from "../helpers/session";
import { dismissLoginPopup } from "./helpers";

// The bell's popup brings its code when the pointer first comes over the bell
// (components/ui/lazy-popup.ts). Here the code is held back until the button is pressed, then let
// through while it is still held: the click must open the popup all the same.
test("a click whose popup code arrives while the button is held down still opens the popup", async ({ page }) => {
  await signIn(page, "admin@weedo.test");
  await dismissLoginPopup(page, "popup");
  // A fresh page whose bell has not loaded its popup's code yet.
  await page.reload();
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toBeVisible();

  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  const asked: string[] = [];
  await page.route("**/_next/static/chunks/**", async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });

  const box = (await bell.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await page.mouse.down();
  const arrived = page.waitForResponse((r) => asked.includes(r.url()));
  letThrough();
  await arrived;
  // Time for the code to run and render while the button is still held.
  await page.waitForTimeout(500);
  await page.mouse.up();
  await expect(page.getByTestId("notification-popup")).toBeVisible();
});
