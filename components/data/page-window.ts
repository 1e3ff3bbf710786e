import { PAGINATION } from "@/lib/constants";

/** The page numbers to show: at most `buttons`, centred on the current page (1-based). */
export function pageWindow(page: number, pageCount: number, buttons: number = PAGINATION.pageButtons): number[] {
  const count = Math.min(buttons, pageCount);
  const start = Math.max(1, Math.min(page - Math.floor(count / 2), pageCount - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
