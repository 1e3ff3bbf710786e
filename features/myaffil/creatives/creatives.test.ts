import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLibraryServeHandler, createLibraryUploadHandler } from "@/features/myaffil/creatives/server/images/http";
import { imagesDir } from "@/features/myaffil/creatives/server/images/store";
import { createPreviewHandler } from "@/features/myaffil/creatives/server/visuals/preview-http";
import { solidPng } from "@/lib/db/seed/myaffil-creatives";
import { users } from "@/lib/db/schema";
import { graphql as authGraphql } from "@/lib/graphql/auth";
import { graphql } from "@/lib/graphql/myaffil";
import { sessionTokenFor } from "@/lib/session/start";
import en from "@/messages/en";
import fr from "@/messages/fr";
import { apiClient, codeOf, onlyField, type Query } from "@/tests/helpers/api";
import { pixelsOf, POLYGLOT_HTML } from "@/tests/helpers/png";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const ACCOUNTS = { admin: 1, annonceur: 4, annonceurPerf: 5, editeur: 6, multi: 7 } as const;
type Account = keyof typeof ACCOUNTS;

const VISUALS = graphql(`
  query ($campaignId: Int, $trackingId: String) {
    visuals(campaignId: $campaignId, trackingId: $trackingId) {
      id
      campaignId
      trackingId
      advertiserClientId
      kind
      html
      code
      trackingLink
      previewPath
    }
  }
`);
const SHOOTS = graphql(`
  query ($state: String) {
    shoots(state: $state) {
      id
      campaignId
      publisherClientId
      advertiserClientId
      state
      date
      time
      volume
    }
  }
`);
const SUPPORT_FIELDS = graphql(`
  fragment SupportFields on Support {
    id
    name
    broadcastType
    url
    audience
    themes
    state
  }
`);
const CREATE_SUPPORT = graphql(
  `
    mutation ($input: SupportInput!) {
      createSupport(input: $input) {
        ...SupportFields
      }
    }
  `,
  [SUPPORT_FIELDS],
);
const CREATE_VISUAL = graphql(`
  mutation ($input: VisualInput!) {
    createVisual(input: $input) {
      id
      html
      code
      previewPath
      trackingId
    }
  }
`);

describe.each(ENGINES)("perf creatives on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tokens = {} as Record<Account, string>;
  const dataDir = mkdtempSync(path.join(tmpdir(), "weedo-creatives-"));

  async function rows<R = Record<string, unknown>>(query: string): Promise<R[]> {
    return ((await t.db.execute(sql.raw(query))) as unknown as { rows: R[] }).rows;
  }
  const num = async (query: string) => Number((await rows<{ v: unknown }>(query))[0]?.v ?? 0);
  const ask = <TData = Record<string, unknown>>(
    who: Account | null,
    query: Query<TData>,
    variables?: Record<string, unknown>,
    service: "myaffil" | "auth" = "myaffil",
  ) => call(service, query, { ...(who ? { token: tokens[who] } : {}), variables });
  async function data<TData>(
    who: Account,
    query: Query<TData>,
    variables?: Record<string, unknown>,
    service: "myaffil" | "auth" = "myaffil",
  ) {
    const r = await ask(who, query, variables, service);
    expect(r.body.errors).toBeUndefined();
    return onlyField(r.body.data!);
  }
  const fieldsOf = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

  beforeAll(async () => {
    t = await seededTestDb(engine);
    call = apiClient(t.db);
    for (const [name, id] of Object.entries(ACCOUNTS)) {
      const [u] = await t.db.select().from(users).where(eq(users.id, id));
      tokens[name as Account] = await sessionTokenFor(u!);
    }
    // The whole demo seed runs first: slow on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await t?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Campaigns a publisher may broadcast, written here in SQL independently of the domain code.
  const broadcastable = (
    client: number,
  ) => `select c.id from perf_campaigns c join perf_programs p on p.id = c.program_id
    where c.state <> 'supprime' and p.state = 'valide' and p.validation = 'validated' and (p.access = 'open' or (
      select a.state from perf_applications a where a.program_id = p.id and a.publisher_client_id = ${client} order by a.created_at desc, a.id desc limit 1) = 'accepted')`;

  describe("scopes", () => {
    it("visuals: admin all live ones, an advertiser its programs', a publisher its accepted campaigns'", async () => {
      const all = await num(`select count(*) v from perf_visuals where deleted_at is null`);
      expect(all).toBeGreaterThan(5);
      expect(await data("admin", VISUALS)).toHaveLength(all);

      const own = await data("annonceur", VISUALS);
      expect(own.length).toBe(
        await num(
          `select count(*) v from perf_visuals v join perf_campaigns c on c.id = v.campaign_id join perf_programs p on p.id = c.program_id where v.deleted_at is null and p.advertiser_client_id = 501 and p.state <> 'supprime'`,
        ),
      );
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((v: { advertiserClientId: number }) => v.advertiserClientId === 501)).toBe(true);

      const pub = await data("editeur", VISUALS);
      const allowed = new Set((await rows<{ id: number }>(broadcastable(801))).map((r) => Number(r.id)));
      expect(pub.length).toBeGreaterThan(0);
      expect(pub.every((v: { campaignId: number }) => allowed.has(v.campaignId))).toBe(true);
      expect(pub.length).toBe(
        await num(
          `select count(*) v from perf_visuals where deleted_at is null and campaign_id in (${broadcastable(801)})`,
        ),
      );
      // The publisher's code carries its own tracking link in place of the placeholder.
      const email = pub.find((v: { kind: string }) => v.kind === "email")!;
      expect(email.trackingLink).toContain(`/t/${email.trackingId}?p=801`);
      expect(email.code).toContain(email.trackingLink.replace(/&/g, "&amp;"));
      expect(email.code).not.toContain("{{tracking_link}}");
      expect(email.previewPath).toMatch(new RegExp(`^/apercu_template/801/${email.id}/${email.trackingId}/`));
    });

    it("shoots: a publisher its own, an advertiser those on its programs, admin all", async () => {
      const all = await data("admin", SHOOTS);
      expect(all.length).toBe(await num(`select count(*) v from perf_shoots`));
      expect(new Set(all.map((s: { state: string }) => s.state))).toEqual(new Set(["valid", "cancelled", "postponed"]));
      const mine = await data("editeur", SHOOTS);
      expect(mine.length).toBe(await num(`select count(*) v from perf_shoots where publisher_client_id = 801`));
      expect(mine.every((s: { publisherClientId: number }) => s.publisherClientId === 801)).toBe(true);
      const adv = await data("annonceur", SHOOTS);
      expect(adv.length).toBe(
        await num(
          `select count(*) v from perf_shoots s join perf_campaigns c on c.id = s.campaign_id join perf_programs p on p.id = c.program_id where p.advertiser_client_id = 501`,
        ),
      );
      expect(adv.every((s: { advertiserClientId: number }) => s.advertiserClientId === 501)).toBe(true);
      expect(await data("annonceurPerf", SHOOTS)).toHaveLength(
        await num(
          `select count(*) v from perf_shoots s join perf_campaigns c on c.id = s.campaign_id join perf_programs p on p.id = c.program_id where p.advertiser_client_id = 502`,
        ),
      );
      expect(codeOf((await ask(null, SHOOTS)).body)).toBe("UNAUTHENTICATED");
    });

    it("supports and applications: each their own; the admin lists are admins' only", async () => {
      const mine = await data(
        "editeur",
        graphql(
          `
            {
              mySupports {
                ...SupportFields
              }
            }
          `,
          [SUPPORT_FIELDS],
        ),
      );
      expect(mine.length).toBe(
        await num(`select count(*) v from perf_supports where publisher_client_id = 801 and state <> 'supprime'`),
      );
      expect(
        codeOf(
          (
            await ask(
              "annonceur",
              graphql(`
                {
                  mySupports {
                    id
                  }
                }
              `),
            )
          ).body,
        ),
      ).toBe("FORBIDDEN");
      const admin = await data(
        "admin",
        graphql(`
          query {
            publisherSupports(id_utilisateur: 6) {
              publisherClientId
              supports {
                id
              }
            }
          }
        `),
      );
      expect(admin!.publisherClientId).toBe(801);
      expect(admin!.supports).toHaveLength(mine.length);
      expect(
        codeOf(
          (
            await ask(
              "editeur",
              graphql(`
                query {
                  publisherSupports(id_utilisateur: 6) {
                    publisherClientId
                  }
                }
              `),
            )
          ).body,
        ),
      ).toBe("FORBIDDEN");
      expect(
        codeOf(
          (
            await ask(
              "editeur",
              graphql(`
                {
                  applications {
                    id
                  }
                }
              `),
            )
          ).body,
        ),
      ).toBe("FORBIDDEN");
      expect(
        await data(
          "admin",
          graphql(`
            {
              applications {
                id
              }
            }
          `),
        ),
      ).toHaveLength(await num(`select count(*) v from perf_applications`));
      const filtered = await data(
        "admin",
        graphql(`
          {
            applications(state: "refused", publisherClientId: 801) {
              id
              state
              publisherClientId
              publisherName
              supportName
            }
          }
        `),
      );
      expect(filtered[0]).toMatchObject({ publisherClientId: 801, publisherName: "Leroy Médias" });
      expect(filtered[0]!.supportName).toBeTruthy();
      const multi = await data(
        "admin",
        graphql(`
          {
            applications(publisherClientId: 802) {
              publisherName
            }
          }
        `),
      );
      expect(multi.length).toBeGreaterThan(0);
      expect(multi.every((a: { publisherName: string }) => a.publisherName === "Moreau Digital")).toBe(true);
      const SHOOTS_NAMED = graphql(`
        query ($state: String) {
          shoots(state: $state) {
            id
            campaignId
            publisherClientId
            publisherName
            advertiserClientId
            state
            date
            time
            volume
          }
        }
      `);
      expect((await data("admin", SHOOTS_NAMED))[0]!.publisherName).toBe("Leroy Médias");
      expect(filtered.length).toBe(
        await num(`select count(*) v from perf_applications where state = 'refused' and publisher_client_id = 801`),
      );
      expect(
        codeOf(
          (
            await ask(
              "admin",
              graphql(`
                {
                  applications(state: "nope") {
                    id
                  }
                }
              `),
            )
          ).body,
        ),
      ).toBe("BAD_USER_INPUT");
    });
  });

  describe("visuals", () => {
    const emailInput = (campaignId: number, html: string) => ({
      campaignId,
      kind: "email",
      name: "Test e-mail",
      subject: "Sujet",
      senderName: "Expéditeur",
      html,
    });

    it("an advertiser cannot touch another advertiser's visual, nor add one to its campaign", async () => {
      const [theirs] = await rows<{ id: number; campaign_id: number; name: string }>(
        `select v.id, v.campaign_id, v.name from perf_visuals v join perf_campaigns c on c.id = v.campaign_id join perf_programs p on p.id = c.program_id where p.advertiser_client_id = 501 and v.deleted_at is null and v.kind = 'text' order by v.id limit 1`,
      );
      const id = Number(theirs!.id);
      const input = { campaignId: Number(theirs!.campaign_id), kind: "text", name: "Piraté", linkText: "x" };
      expect(
        codeOf(
          (
            await ask(
              "annonceurPerf",
              graphql(`
                mutation ($id: Int!, $input: VisualInput!) {
                  updateVisual(id: $id, input: $input) {
                    id
                  }
                }
              `),
              { id, input },
            )
          ).body,
        ),
      ).toBe("FORBIDDEN");
      expect(
        codeOf(
          (
            await ask(
              "annonceurPerf",
              graphql(`
                mutation ($id: Int!) {
                  deleteVisual(id: $id)
                }
              `),
              { id },
            )
          ).body,
        ),
      ).toBe("FORBIDDEN");
      expect(codeOf((await ask("annonceurPerf", CREATE_VISUAL, { input })).body)).toBe("FORBIDDEN");
      expect(
        codeOf(
          (
            await ask(
              "editeur",
              graphql(`
                mutation ($id: Int!) {
                  deleteVisual(id: $id)
                }
              `),
              { id },
            )
          ).body,
        ),
      ).toBe("FORBIDDEN");
      expect(
        codeOf(
          (
            await ask(
              "annonceurPerf",
              graphql(`
                query ($id: Int!) {
                  visual(id: $id) {
                    id
                  }
                }
              `),
              { id },
            )
          ).body,
        ),
      ).toBe("NOT_FOUND");
      const [after] = await rows<{ name: string; deleted_at: unknown }>(
        `select name, deleted_at from perf_visuals where id = ${id}`,
      );
      expect(after).toEqual({ name: theirs!.name, deleted_at: null });
      // Its owner may.
      expect(
        await data(
          "annonceur",
          graphql(`
            mutation ($id: Int!, $input: VisualInput!) {
              updateVisual(id: $id, input: $input) {
                name
              }
            }
          `),
          { id, input: { ...input, name: "Lien renommé" } },
        ),
      ).toEqual({ name: "Lien renommé" });
    });

    it("sanitises e-mail HTML on save; the public preview has no script, a strict CSP and the publisher's link", async () => {
      const [c] = await rows<{ id: number; tracking_id: string }>(
        `select c.id, c.tracking_id from perf_campaigns c join perf_programs p on p.id = c.program_id where p.advertiser_client_id = 501 and p.state = 'valide' and c.state <> 'supprime' order by c.id limit 1`,
      );
      const created = await data("admin", CREATE_VISUAL, {
        input: emailInput(
          Number(c!.id),
          `<h1 onclick="x()">Promo</h1><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><a href="{{tracking_link}}">Go</a><iframe src="https://evil.example"></iframe>`,
        ),
      });
      expect(created.html).not.toMatch(/script|onerror|onclick|javascript|iframe/i);
      expect(created.html).toContain(`<a href="{{tracking_link}}">Go</a>`);
      const stored = await rows<{ html: string }>(`select html from perf_visuals where id = ${created.id}`);
      expect(stored[0]!.html).toBe(created.html);

      const preview = createPreviewHandler({ db: async () => t.db });
      const res = await preview({ idf: "801", id_visuel: String(created.id), campagne: c!.tracking_id });
      expect(res.status).toBe(200);
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toContain("script-src 'none'");
      expect(csp).toContain("default-src 'none'");
      const page = await res.text();
      expect(page).not.toMatch(/<script|onerror|onclick|javascript:/i);
      expect(page).toContain(`/t/${c!.tracking_id}?p=801`);
      expect(page).not.toContain("{{tracking_link}}");
      // Another campaign's identifier, an unknown visual, then the deleted visual: 404.
      expect((await preview({ idf: "801", id_visuel: String(created.id), campagne: "WD99999" })).status).toBe(404);
      expect((await preview({ idf: "801", id_visuel: "999999", campagne: c!.tracking_id })).status).toBe(404);
      expect((await preview({ idf: "x", id_visuel: String(created.id), campagne: c!.tracking_id })).status).toBe(404);
      expect(
        await data(
          "admin",
          graphql(`
            mutation ($id: Int!) {
              deleteVisual(id: $id)
            }
          `),
          { id: created.id },
        ),
      ).toBe(true);
      expect((await preview({ idf: "801", id_visuel: String(created.id), campagne: c!.tracking_id })).status).toBe(404);
      expect(
        (await data("admin", VISUALS, { campaignId: Number(c!.id) })).some((v: { id: number }) => v.id === created.id),
      ).toBe(false);
    });

    it("rejects a visual missing its kind's fields", async () => {
      const [c] = await rows<{ id: number }>(`select id from perf_campaigns order by id limit 1`);
      const before = await num(`select count(*) v from perf_visuals`);
      const r = await ask("admin", CREATE_VISUAL, {
        input: { campaignId: Number(c!.id), kind: "banner", name: "Sans image" },
      });
      expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(r.body)).toEqual({ imageId: "chooseImage" });
      const r2 = await ask("admin", CREATE_VISUAL, { input: emailInput(Number(c!.id), "<script>only()</script>") });
      expect(fieldsOf(r2.body)).toEqual({ html: "htmlEmpty" });
      expect(await num(`select count(*) v from perf_visuals`)).toBe(before);
    });
  });

  describe("image library", () => {
    const opts = { db: async () => t.db, dataDir: () => dataDir };
    const upload = createLibraryUploadHandler(opts);
    const serve = createLibraryServeHandler(opts);
    async function post(who: Account, file: Blob | null, name = "banniere.png") {
      const form = new FormData();
      if (file) form.set("image", file, name);
      const res = await upload(
        new Request("http://127.0.0.1/api/myaffil/images", {
          method: "POST",
          body: form,
          headers: { authorization: `Bearer ${tokens[who]}` },
        }),
      );
      return {
        status: res.status,
        body: (await res.json()) as {
          code: string;
          image?: { id: number; url: string; width: number; height: number };
        },
      };
    }

    it("stores an administrator's PNG under a random name and serves it; refuses others, wrong types and big files", async () => {
      const png = solidPng(120, 40, [10, 20, 30]);
      const ok = await post("admin", new Blob([new Uint8Array(png)], { type: "image/png" }));
      expect(ok.status).toBe(200);
      expect(ok.body.image!.url).toMatch(/^\/api\/myaffil\/images\/[0-9a-f]{24}\.png$/);
      expect(ok.body.image).toMatchObject({ width: 120, height: 40 });
      const name = ok.body.image!.url.split("/").pop()!;
      const stored = readFileSync(path.join(imagesDir(dataDir), name));
      expect(await pixelsOf(stored)).toEqual(await pixelsOf(png));
      const served = await serve(new Request(`http://127.0.0.1${ok.body.image!.url}`), name);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect((await serve(new Request("http://x/"), "../../etc/passwd")).status).toBe(404);

      const count = await num(`select count(*) v from perf_images`);
      expect((await post("annonceur", new Blob([new Uint8Array(png)], { type: "image/png" }))).status).toBe(403);
      expect(
        (await post("admin", new Blob(["<svg xmlns='http://www.w3.org/2000/svg'/>"], { type: "image/png" }))).body.code,
      ).toBe("FILE_TYPE");
      expect((await post("admin", new Blob([new Uint8Array(png)], { type: "image/svg+xml" }))).body.code).toBe(
        "FILE_TYPE",
      );
      const big = new Uint8Array(2 * 1024 * 1024 + 10);
      big.set(png.subarray(0, 16));
      expect((await post("admin", new Blob([big], { type: "image/png" }))).status).toBe(413);
      expect((await post("admin", null)).body.code).toBe("FILE_MISSING");
      expect(await num(`select count(*) v from perf_images`)).toBe(count);

      const list = await data(
        "admin",
        graphql(`
          {
            libraryImages {
              id
              url
              usedBy
            }
          }
        `),
      );
      expect(list.find((i: { id: number }) => i.id === ok.body.image!.id)).toMatchObject({ usedBy: 0 });
      expect(
        await data(
          "admin",
          graphql(`
            mutation ($id: Int!) {
              deleteLibraryImage(id: $id)
            }
          `),
          { id: ok.body.image!.id },
        ),
      ).toBe(true);
      const used = list.find((i: { usedBy: number }) => i.usedBy > 0)!;
      expect(
        codeOf(
          (
            await ask(
              "admin",
              graphql(`
                mutation ($id: Int!) {
                  deleteLibraryImage(id: $id)
                }
              `),
              { id: used.id },
            )
          ).body,
        ),
      ).toBe("BAD_USER_INPUT");
    });

    it("keeps only the pixels of an HTML/PNG or HTML/GIF polyglot; refuses a signature with no image behind it", async () => {
      const poly = Buffer.concat([solidPng(30, 10, [200, 0, 0]), Buffer.from(POLYGLOT_HTML)]);
      const ok = await post("admin", new Blob([new Uint8Array(poly)], { type: "image/png" }), "bandeau.png");
      expect(ok.status).toBe(200);
      expect(ok.body.image).toMatchObject({ width: 30, height: 10 });
      const stored = readFileSync(path.join(imagesDir(dataDir), ok.body.image!.url.split("/").pop()!));
      expect(stored.includes("<script")).toBe(false);
      expect(await pixelsOf(stored)).toEqual(await pixelsOf(solidPng(30, 10, [200, 0, 0])));

      const { default: sharp } = await import("sharp");
      const gif = await sharp({ create: { width: 6, height: 4, channels: 3, background: "#00aa00" } })
        .gif()
        .toBuffer();
      const gifPoly = await post(
        "admin",
        new Blob([new Uint8Array(Buffer.concat([gif, Buffer.from(POLYGLOT_HTML)]))], { type: "image/gif" }),
        "anim.gif",
      );
      expect(gifPoly.status).toBe(200);
      const storedGif = readFileSync(path.join(imagesDir(dataDir), gifPoly.body.image!.url.split("/").pop()!));
      expect(storedGif.includes("<script")).toBe(false);
      expect(storedGif.subarray(0, 6).toString("latin1")).toBe("GIF89a");

      const count = await num(`select count(*) v from perf_images`);
      const signatureOnly = Buffer.concat([solidPng(1, 1, [0, 0, 0]).subarray(0, 16), Buffer.from(POLYGLOT_HTML)]);
      const refused = await post("admin", new Blob([new Uint8Array(signatureOnly)], { type: "image/png" }));
      expect(refused).toEqual({ status: 422, body: { code: "FILE_UNREADABLE" } });
      expect(await num(`select count(*) v from perf_images`)).toBe(count);
      expect(en.myaffilCreatives.images.errors.FILE_UNREADABLE).toBeTruthy();
      expect(fr.myaffilCreatives.images.errors.FILE_UNREADABLE).toBeTruthy();
    });
  });

  describe("supports", () => {
    it("rejects an invalid name with the spec's message and writes nothing", async () => {
      expect(en.myaffilCreatives.validation.supportName).toBe("The support field must not contain special characters");
      expect(fr.myaffilCreatives.validation.supportName).toBeTruthy();
      const before = await num(`select count(*) v from perf_supports`);
      for (const name of ["Mon site!", "Blog_2", "Newsletter @home", "<b>x</b>"]) {
        const r = await ask("editeur", CREATE_SUPPORT, {
          input: { name, broadcastType: "email_marketing", url: "", audience: 10, themes: [] },
        });
        expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
        expect(fieldsOf(r.body)).toEqual({ name: "supportName" });
      }
      expect(await num(`select count(*) v from perf_supports`)).toBe(before);
      const ok = await data("editeur", CREATE_SUPPORT, {
        input: {
          name: "Été Bons-Plans 2026",
          broadcastType: "email_marketing",
          url: "https://ete.example.fr",
          audience: 1200,
          themes: ["voyage"],
        },
      });
      expect(ok).toMatchObject({ name: "Été Bons-Plans 2026", state: "valide", themes: ["voyage"] });
      const [row] = await rows<{ publisher_client_id: number }>(
        `select publisher_client_id from perf_supports where id = ${ok.id}`,
      );
      expect(Number(row!.publisher_client_id)).toBe(801);
      // Another publisher cannot change it.
      const [other] = await rows<{ id: number }>(
        `select id from perf_supports where publisher_client_id = 802 order by id limit 1`,
      );
      const renamed = await ask(
        "editeur",
        graphql(`
          mutation ($id: Int!, $input: SupportInput!) {
            updateSupport(id: $id, input: $input) {
              id
            }
          }
        `),
        { id: Number(other!.id), input: { name: "Volé", broadcastType: "sms", url: "", audience: 0, themes: [] } },
      );
      expect(codeOf(renamed.body)).toBe("NOT_FOUND");
      expect(
        await data(
          "editeur",
          graphql(`
            mutation ($id: Int!) {
              deleteSupport(id: $id)
            }
          `),
          { id: ok.id },
        ),
      ).toBe(true);
      expect(
        (
          await data(
            "editeur",
            graphql(`
              {
                mySupports {
                  id
                }
              }
            `),
          )
        ).some((s: { id: number }) => s.id === ok.id),
      ).toBe(false);
    });
  });

  describe("applications", () => {
    const BELL = authGraphql(`{ getPostuleAttent { nb } }`);

    it("a publisher applies once per program with its own support", async () => {
      const [program] = await rows<{ id: number }>(
        `select p.id from perf_programs p where p.state = 'valide' and p.validation = 'validated' and not exists (select 1 from perf_applications a where a.program_id = p.id and a.publisher_client_id = 801) order by p.id limit 1`,
      );
      const [support] = await rows<{ id: number }>(
        `select id from perf_supports where publisher_client_id = 801 and state = 'valide' order by id limit 1`,
      );
      const [foreign] = await rows<{ id: number }>(
        `select id from perf_supports where publisher_client_id = 802 order by id limit 1`,
      );
      const APPLY = graphql(`
        mutation ($input: ApplyInput!) {
          applyToProgram(input: $input) {
            id
            programId
            state
          }
        }
      `);
      const input = { programId: Number(program!.id), supportId: Number(support!.id), message: "Base qualifiée" };
      expect(codeOf((await ask("editeur", APPLY, { input: { ...input, supportId: Number(foreign!.id) } })).body)).toBe(
        "NOT_FOUND",
      );
      const before = (await data("admin", BELL, undefined, "auth")).nb;
      expect(await data("editeur", APPLY, { input })).toMatchObject({
        programId: input.programId,
        state: "being_verified",
      });
      expect((await data("admin", BELL, undefined, "auth")).nb).toBe(before + 1);
      const again = await ask("editeur", APPLY, { input });
      expect(fieldsOf(again.body)).toEqual({ programId: "alreadyApplied" });
      expect(
        await num(
          `select count(*) v from perf_applications where program_id = ${input.programId} and publisher_client_id = 801`,
        ),
      ).toBe(1);
      expect(codeOf((await ask("annonceur", APPLY, { input })).body)).toBe("FORBIDDEN");
    });

    it("admins accept and refuse in bulk; a refusal needs its reason; the bell count drops", async () => {
      const waiting = await rows<{ id: number }>(
        `select id from perf_applications where state = 'being_verified' order by id`,
      );
      expect(waiting.length).toBeGreaterThanOrEqual(3);
      const ids = waiting.map((w) => Number(w.id));
      const bell = async () => (await data("admin", BELL, undefined, "auth")).nb as number;
      expect(await bell()).toBe(ids.length);
      const DECIDE = graphql(`
        mutation ($ids: [Int!]!, $decision: String!, $reason: String) {
          decideApplications(ids: $ids, decision: $decision, reason: $reason)
        }
      `);

      const noReason = await ask("admin", DECIDE, { ids: ids.slice(0, 1), decision: "refused", reason: "  " });
      expect(fieldsOf(noReason.body)).toEqual({ reason: "reasonRequired" });
      expect(codeOf((await ask("editeur", DECIDE, { ids, decision: "accepted" })).body)).toBe("FORBIDDEN");
      expect(codeOf((await ask("admin", DECIDE, { ids, decision: "maybe" })).body)).toBe("BAD_USER_INPUT");
      expect(await bell()).toBe(ids.length);

      expect(await data("admin", DECIDE, { ids: ids.slice(0, 2), decision: "accepted" })).toBe(2);
      expect(
        await data("admin", DECIDE, { ids: ids.slice(2), decision: "refused", reason: "Audience hors cible" }),
      ).toBe(ids.length - 2);
      expect(await bell()).toBe(0);
      const decided = await rows<{ state: string; refusal_reason: string | null; decided_at: unknown }>(
        `select state, refusal_reason, decided_at from perf_applications where id in (${ids.join(",")}) order by id`,
      );
      expect(
        decided.slice(0, 2).every((d) => d.state === "accepted" && d.refusal_reason === null && d.decided_at),
      ).toBe(true);
      expect(
        decided
          .slice(2)
          .every((d) => d.state === "refused" && d.refusal_reason === "Audience hors cible" && d.decided_at),
      ).toBe(true);
    });
  });

  describe("shoots", () => {
    const SCHEDULE = graphql(`
      mutation ($input: ScheduleShootInput!) {
        scheduleShoot(input: $input)
      }
    `);
    const future = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

    it("a publisher cannot schedule a shoot on a campaign it was not accepted on", async () => {
      const allowed = (await rows<{ id: number }>(broadcastable(801))).map((r) => Number(r.id));
      const [refused] = await rows<{ id: number }>(
        `select id from perf_campaigns where state <> 'supprime' and id not in (${allowed.join(",")}) order by id limit 1`,
      );
      const [support] = await rows<{ id: number }>(
        `select id from perf_supports where publisher_client_id = 801 and state = 'valide' order by id limit 1`,
      );
      const before = await num(`select count(*) v from perf_shoots`);
      const r = await ask("editeur", SCHEDULE, {
        input: {
          campaignId: Number(refused!.id),
          supportId: Number(support!.id),
          date: future(),
          time: "09:30",
          volume: 1000,
        },
      });
      expect(codeOf(r.body)).toBe("FORBIDDEN");
      expect(await num(`select count(*) v from perf_shoots`)).toBe(before);
      // No shoot in the past either.
      const past = await ask("editeur", SCHEDULE, {
        input: {
          campaignId: allowed[0],
          supportId: Number(support!.id),
          date: "2020-01-01",
          time: "09:30",
          volume: 1000,
        },
      });
      expect(fieldsOf(past.body)).toEqual({ date: "dateInPast" });
      expect(await num(`select count(*) v from perf_shoots`)).toBe(before);
    });

    it("schedules, postpones, reports and cancels its own shoot; the admin changes any state", async () => {
      const campaigns = await data(
        "editeur",
        graphql(`
          {
            shootCampaigns {
              id
              visuals {
                id
              }
            }
          }
        `),
      );
      const allowed = new Set((await rows<{ id: number }>(broadcastable(801))).map((r) => Number(r.id)));
      expect(campaigns.length).toBe(allowed.size);
      const c = campaigns.find((x: { visuals: unknown[] }) => x.visuals.length > 0)!;
      const [support] = await rows<{ id: number }>(
        `select id from perf_supports where publisher_client_id = 801 and state = 'valide' order by id limit 1`,
      );
      const id = await data("editeur", SCHEDULE, {
        input: {
          campaignId: c.id,
          supportId: Number(support!.id),
          visualId: c.visuals[0]!.id,
          date: future(),
          time: "08:15",
          volume: 25000,
        },
      });
      const shoot = (await data("editeur", SHOOTS)).find((s: { id: number }) => s.id === id);
      expect(shoot).toMatchObject({ state: "valid", date: future(), time: "08:15", volume: 25000 });

      expect(
        await data(
          "editeur",
          graphql(`
            mutation ($id: Int!, $date: String!) {
              postponeShoot(id: $id, date: $date, time: "10:00")
            }
          `),
          { id, date: future() },
        ),
      ).toBe(true);
      expect(
        await data(
          "editeur",
          graphql(`
            mutation ($id: Int!) {
              reportShoot(id: $id, sent: 24000, opens: 5000)
            }
          `),
          { id },
        ),
      ).toBe(true);
      expect(
        fieldsOf(
          (
            await ask(
              "editeur",
              graphql(`
                mutation ($id: Int!) {
                  reportShoot(id: $id, sent: 10, opens: 50)
                }
              `),
              { id },
            )
          ).body,
        ),
      ).toEqual({ opens: "opensAboveSent" });
      expect(
        codeOf(
          (
            await ask(
              "multi",
              graphql(`
                mutation ($id: Int!) {
                  cancelShoot(id: $id)
                }
              `),
              { id },
            )
          ).body,
        ),
      ).toBe("FORBIDDEN");
      expect(
        codeOf(
          (
            await ask(
              "annonceur",
              graphql(`
                mutation ($id: Int!) {
                  setShootState(id: $id, state: "valid")
                }
              `),
              { id },
            )
          ).body,
        ),
      ).toBe("FORBIDDEN");
      expect(
        await data(
          "editeur",
          graphql(`
            mutation ($id: Int!) {
              cancelShoot(id: $id)
            }
          `),
          { id },
        ),
      ).toBe(true);
      const [row] = await rows<{ state: string; sent: number; opens: number; t: string }>(
        `select state, sent, opens, to_char(scheduled_at at time zone 'Europe/Paris', 'HH24:MI') t from perf_shoots where id = ${id}`,
      );
      expect(row).toMatchObject({ state: "cancelled", t: "10:00" });
      expect(Number(row!.sent)).toBe(24000);
      expect(
        await data(
          "admin",
          graphql(`
            mutation ($id: Int!) {
              setShootState(id: $id, state: "valid")
            }
          `),
          { id },
        ),
      ).toBe(true);
      expect(
        codeOf(
          (
            await ask(
              "admin",
              graphql(`
                mutation ($id: Int!) {
                  setShootState(id: $id, state: "done")
                }
              `),
              { id },
            )
          ).body,
        ),
      ).toBe("BAD_USER_INPUT");
      expect((await rows<{ state: string }>(`select state from perf_shoots where id = ${id}`))[0]!.state).toBe("valid");
    });
  });
});
