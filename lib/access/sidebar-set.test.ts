import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/lib/db/seed/demo-accounts";
import type { Principal } from "./principal";
import { SHELL_AREAS } from "./routes";
import { sidebarFor, sidebarsFor } from "./sidebar";
import { sectionsOf } from "./sidebar-set";

function principal(email: string): Principal {
  const a = DEMO_ACCOUNTS.find((x) => x.email === email)!;
  return {
    id: a.id!,
    email: a.email,
    law: a.law,
    multiDroit: !!a.multiDroit,
    haswebhook: !!a.haswebhook,
    idClienLeadmarket: a.idClienLeadmarket ?? 0,
  };
}

describe("the shell's packed sidebars", () => {
  it.each(["admin@weedo.test", "annonceur@weedo.test", "editeur@weedo.test"])(
    "give %s every area's sidebar back unchanged",
    (email) => {
      const p = principal(email);
      const set = sidebarsFor(p, SHELL_AREAS);
      for (const area of SHELL_AREAS) expect(sectionsOf(set, area)).toEqual(sidebarFor(p, area));
    },
  );

  it("send each link once, however many areas show it", () => {
    const set = sidebarsFor(principal("admin@weedo.test"), SHELL_AREAS);
    const keys = set.items.map((i) => JSON.stringify(i));
    expect(new Set(keys).size).toBe(keys.length);
    const shown = SHELL_AREAS.flatMap((a) => sectionsOf(set, a)!.flatMap((s) => s.items)).length;
    // The product links are in every area: the packed list is about half of what the areas show.
    expect(set.items.length).toBeLessThan(shown * 0.6);
  });
});
