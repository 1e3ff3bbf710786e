"use client";

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from "react";

/** What the person did before the popup's code arrived: the loaded popup replays it. */
export interface PopupIntent {
  /** They clicked (or pressed Enter, Space, ArrowDown on) the trigger: open on arrival. */
  open: boolean;
  /** By keyboard: the first item takes the focus, as a menu opened from the keyboard does. */
  keyboard: boolean;
  /** The trigger had the focus: the loaded trigger takes it back (it is a new element). */
  refocus: boolean;
}

const NONE: PopupIntent = { open: false, keyboard: false, refocus: false };

/**
 * A menu, popover or dialog whose code (radix-ui and its positioning, focus and scroll-lock layers,
 * 25–30 KB gz) is fetched the first time someone moves towards its trigger (pointer over it, focus,
 * click), not with the page. Until then the trigger is a plain button of the same look. `load` is a
 * dynamic `import()`, so the chunk comes through Next's own loader (under the page's script policy).
 * `start({ open: true })` loads and opens at once (a popup that opens by itself). `openOn`: the event on
 * which the loaded trigger opens (Radix menus: "pointerdown"; popovers and dialogs: "click").
 */
export function useLazyPopup<M>(load: () => Promise<M>, { openOn }: { openOn: "pointerdown" | "click" }) {
  const [loaded, setLoaded] = useState<M | null>(null);
  const [intent, setIntent] = useState<PopupIntent>(NONE);
  const started = useRef(false);
  const loadRef = useRef(load);
  // Code that arrives while the pointer is down on the plain trigger waits for the click: swapping the
  // trigger between the press and the release would leave the click no element to land on, and the
  // person's click would open nothing (seen in a journey after a reload, the code coming from cache).
  const pressed = useRef(false);
  const waiting = useRef<{ module: M } | null>(null);
  const release = useCallback(() => {
    pressed.current = false;
    const arrived = waiting.current;
    waiting.current = null;
    if (arrived) setLoaded(() => arrived.module);
  }, []);

  const start = useCallback((next?: Partial<PopupIntent>) => {
    if (next) setIntent((i) => ({ ...i, ...next }));
    if (started.current) return;
    started.current = true;
    loadRef.current().then(
      (m) => {
        if (pressed.current) waiting.current = { module: m };
        else setLoaded(() => m);
      },
      (e: unknown) => {
        // A failed chunk (network): the next gesture tries again.
        started.current = false;
        console.error("popup code failed to load", e);
      },
    );
  }, []);

  const triggerProps = {
    onPointerEnter: () => start(),
    // A Radix menu opens on the pointer going down, not on the click: the intent is taken at the same
    // moment, so that code arriving between the two does not swallow it. (A popover opens on the click,
    // which then reaches the loaded trigger itself: taking it earlier too would open and close it.)
    onPointerDown: (e: PointerEvent) => {
      pressed.current = true;
      if (openOn === "pointerdown" && e.button === 0 && !e.ctrlKey) start({ open: true, refocus: true });
    },
    // Released elsewhere, or taken by the browser (a scroll): no click follows.
    onPointerLeave: release,
    onPointerCancel: release,
    onFocus: () => start({ refocus: true }),
    onBlur: () => setIntent((i) => ({ ...i, refocus: false })),
    // Enter and Space click a button with `detail` 0: that is the keyboard. The intent and the code
    // that waited for this click arrive together, so the loaded popup opens on its arrival.
    onClick: (e: MouseEvent) => {
      start({ open: true, refocus: true, keyboard: e.detail === 0 });
      release();
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== "ArrowDown") return;
      e.preventDefault();
      start({ open: true, refocus: true, keyboard: true });
    },
  };
  return { loaded, intent, start, triggerProps };
}

/**
 * In the loaded popup: gives the focus back to its trigger and opens it if the person asked
 * before the code arrived; from the keyboard, a menu's first item takes the focus.
 */
export function useReplayIntent(
  intent: PopupIntent,
  trigger: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
  /** A Radix menu (its first item takes the focus when opened from the keyboard); false for a popover. */
  keyboardMenu = true,
) {
  const replayed = useRef(false);
  useEffect(() => {
    if (replayed.current) return;
    replayed.current = true;
    if (intent.refocus) trigger.current?.focus();
    if (!intent.open) return;
    // Radix menus focus their first item when opened from the keyboard, which they learn from a
    // keydown on the document after they mounted; the person's key went down before: say it again.
    if (intent.keyboard && keyboardMenu) document.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    setOpen(true);
  }, [intent, trigger, setOpen, keyboardMenu]);
}
