import { switchLaw } from "@/features/identity/role-switch/server/switch-law";
import { buildContext } from "@/lib/api/context";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/**
 * POST /api/v1/switch_law (form data id, law; bearer token). The browser, whose session cookie is
 * HttpOnly, may use the cookie instead, with the x-weedo-csrf header that a cross-site form cannot send.
 */
async function post(request: Request) {
  const bearer = /^Bearer\s+\S+$/i.test(request.headers.get("authorization") ?? "");
  if (!bearer && !request.headers.get("x-weedo-csrf")) {
    return Response.json({ code: "CSRF", message: "Bearer token or x-weedo-csrf header required" }, { status: 403 });
  }
  const ctx = await buildContext(request.headers);
  if (!ctx.caller)
    return Response.json({ code: "UNAUTHENTICATED", message: "Authentication required" }, { status: 401 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ code: "BAD_INPUT", message: "Form data with id and law expected" }, { status: 400 });
  }
  const outcome = await switchLaw(ctx.db, ctx.caller, { id: form.get("id"), law: form.get("law") }, ctx.ip);
  if (!outcome.ok) return Response.json({ code: outcome.code }, { status: outcome.status });
  return Response.json(
    { code: "U200_02", utilisateur: { law: outcome.law, id_clien_myaffil: outcome.idClienMyaffil } },
    { headers: { "set-cookie": outcome.cookie, "cache-control": "no-store" } },
  );
}

export const POST = pausedDuringMaintenance(post);
