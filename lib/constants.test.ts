import { describe, expect, it } from "vitest";
import {
  ANIMATION_MS,
  DEFAULT_LOCALE,
  DELAYS_MS,
  FLOATING_MENU_SCROLL_PX,
  isLowBalance,
  LOW_BALANCE_RATIO,
  PAGINATION,
  TOAST,
} from "./constants";

describe("constants of spec section 9", () => {
  it("toasts close after 5000 ms, info by default, top-right, 20 px from the edge, 10 px apart", () => {
    expect(TOAST).toEqual({ durationMs: 5000, position: "top-right", defaultType: "info", offsetPx: 20, gapPx: 10 });
  });

  it("animations and delays", () => {
    expect(ANIMATION_MS.modal).toBe(500);
    expect(ANIMATION_MS.accordion).toBe(250);
    expect(ANIMATION_MS.pageTransition).toBe(200);
    expect(ANIMATION_MS.menu).toBe(250);
    expect(ANIMATION_MS.tooltipDelay).toBe(300);
    expect(ANIMATION_MS.scrollbarRetry).toBe(100);
    expect(ANIMATION_MS.wizardResizeThrottle).toBe(40);
    expect(ANIMATION_MS.sidebarResizeTimer).toBe(180);
    expect(ANIMATION_MS.sidebarResizeMax).toBe(1000);
    expect(DELAYS_MS).toEqual({ roleSwitch: 2000, languageSwitch: 1000, chunkTimeout: 120000 });
  });

  it("pagination, floating menu, language, low balance", () => {
    expect(PAGINATION).toEqual({ pageSize: 10, pageButtons: 5 });
    expect(FLOATING_MENU_SCROLL_PX).toBe(50);
    expect(DEFAULT_LOCALE).toBe("fr");
    expect(LOW_BALANCE_RATIO).toBe(0.2);
  });

  it("warns of a low balance when 20 % of the last prepayment exceeds the balance", () => {
    expect(isLowBalance(19_999, 100_000)).toBe(true);
    expect(isLowBalance(20_000, 100_000)).toBe(false);
    expect(isLowBalance(50_000, 100_000)).toBe(false);
    // No last prepayment counts as 0: only a negative balance warns.
    expect(isLowBalance(0, null)).toBe(false);
    expect(isLowBalance(-1, undefined)).toBe(true);
  });
});
