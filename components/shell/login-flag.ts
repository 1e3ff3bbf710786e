/**
 * Spec section 4: the notification popup opens once after a sign-in. The sign-in leaves in local
 * storage the path it lands on; the shell opens the popup on that page only, and clears the flag
 * wherever it reads it. A sign-in whose page is left before the shell has run would otherwise open
 * the popup later, on another page, over whatever the person has started there.
 */
export const LOGIN_POPUP_FLAG = "notificationsPopup";

export function markSignedIn(landing: string): void {
  try {
    window.localStorage.setItem(LOGIN_POPUP_FLAG, new URL(landing, window.location.href).pathname);
  } catch {
    // no storage (private mode): no popup
  }
}

/** The path the last sign-in landed on, until the shell clears it (read on each render: no side effect). */
export function signedInLanding(): string | null {
  try {
    return window.localStorage.getItem(LOGIN_POPUP_FLAG);
  } catch {
    return null;
  }
}

export function clearSignedInFlag(): void {
  try {
    window.localStorage.removeItem(LOGIN_POPUP_FLAG);
  } catch {
    // no storage: nothing to clear
  }
}
