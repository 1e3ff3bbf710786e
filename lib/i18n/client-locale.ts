import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from "@/lib/constants";

/** Keeps the choice both where the server reads it (cookie) and where the spec keeps it (local storage). */
export function storeLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage may be unavailable (private mode); the cookie still carries the choice
  }
}

export function storedLocale(): Locale | null {
  try {
    const v = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return v === "fr" || v === "en" ? v : null;
  } catch {
    return null;
  }
}
