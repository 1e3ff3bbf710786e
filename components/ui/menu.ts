/** The look of the portal's dropdown menus (profile menu, table rows' "more actions"). */
export const menuContentClass =
  "z-50 rounded-lg border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-800 dark:bg-zinc-900";
export const menuItemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800";
