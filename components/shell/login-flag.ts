/**
 * Spec section 4: the notification popup opens once after a sign-in. The sign-in sets this local
 * storage flag; the shell reads and clears it.
 */
export const LOGIN_POPUP_FLAG = "notificationsPopup";

export function markSignedIn(): void {
  try {
    window.localStorage.setItem(LOGIN_POPUP_FLAG, "1");
  } catch {
    // no storage (private mode): no popup
  }
}

/** True after a sign-in until the shell clears the flag (read on each render: no side effect). */
export function signedInFlagSet(): boolean {
  try {
    return window.localStorage.getItem(LOGIN_POPUP_FLAG) === "1";
  } catch {
    return false;
  }
}

export function clearSignedInFlag(): void {
  try {
    window.localStorage.removeItem(LOGIN_POPUP_FLAG);
  } catch {
    // no storage: nothing to clear
  }
}
