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

/** True once after a sign-in; clears the flag. */
export function takeSignedInFlag(): boolean {
  try {
    const set = window.localStorage.getItem(LOGIN_POPUP_FLAG) === "1";
    window.localStorage.removeItem(LOGIN_POPUP_FLAG);
    return set;
  } catch {
    return false;
  }
}
