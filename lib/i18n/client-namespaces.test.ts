import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import fr from "@/messages/fr";
import { CLIENT_MESSAGES } from "./client-namespaces.generated";
import { normalisePaths, renderManifest, scanClientMessages } from "./client-namespaces-scan";
import { pickMessages } from "./pick-messages";

const root = path.resolve(import.meta.dirname, "../..");
const scan = scanClientMessages(root);

describe("client messages manifest", () => {
  it("is what the generator writes today (run `npx tsx scripts/i18n-client-namespaces.ts`)", () => {
    expect(readFileSync(path.join(root, "lib/i18n/client-namespaces.generated.ts"), "utf8")).toBe(renderManifest(scan));
  });

  it("names only messages that exist", () => {
    for (const [scope, paths] of Object.entries(CLIENT_MESSAGES)) {
      for (const p of paths) expect(pickMessages(fr, [p]), `${scope}: ${p}`).not.toEqual({});
    }
  });

  it("is passed by every layout, and by every page whose client components translate", () => {
    for (const scope of Object.keys(CLIENT_MESSAGES)) {
      const page = !scan.pages.includes(scope) ? null : path.join(root, "app", scope, "page.tsx");
      if (page) {
        // Prettier may break the call over lines: compare without the whitespace.
        const code = readFileSync(page, "utf8").replace(/\s+/g, "");
        expect(code, `app/${scope}/page.tsx`).toContain(`withClientMessages(${JSON.stringify(scope)},`);
      } else {
        const layout = path.join(root, "app", scope, "layout.tsx");
        expect(existsSync(layout), `app/${scope}/layout.tsx`).toBe(true);
        expect(readFileSync(layout, "utf8"), `app/${scope}/layout.tsx`).toContain(
          `<ClientMessages scope=${JSON.stringify(scope)}>`,
        );
      }
    }
  });
});

describe("the scan", () => {
  it("keeps the shortest of nested paths", () => {
    expect(normalisePaths(["a.b", "a", "c.d.e", "c.d", "c.f"])).toEqual(["a", "c.d", "c.f"]);
  });

  it("sends the login page its form's messages and not the rest of the catalogue", () => {
    const login = scan.scopes["(auth)/login"] ?? [];
    expect(login).toContain("login");
    expect(login).not.toContain("marketOrders");
  });

  it("leaves out what a lazily loaded module marked as bringing its own messages translates", () => {
    // The order wizard opens from Commandes (order-wizard-lazy.tsx) and is the page itself on creeCommande.
    const list = scan.scopes["(admin)/weedomarket/admin/Commandes"] ?? [];
    expect(list).toContain("marketOrders.list");
    expect(list).not.toContain("marketOrders.wizard");
    expect(scan.scopes["(annonceur)/weedomarket/annonceur/creeCommande/[[...commande_id]]"]).toContain(
      "marketOrders.wizard",
    );
  });
});

describe("pickMessages", () => {
  const tree = { a: { b: "x", c: { d: "y", e: ["1", "2"] } }, f: "z" };

  it("keeps the picked subtrees, nested as in the catalogue, by reference", () => {
    const out = pickMessages(tree, ["a.c", "f", "missing.path"]);
    expect(out).toEqual({ a: { c: { d: "y", e: ["1", "2"] } }, f: "z" });
    expect((out.a as { c: unknown }).c).toBe(tree.a.c);
  });
});
