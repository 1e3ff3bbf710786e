import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { interactionPolicy, type KoaContextWithOIDC } from "oidc-provider";
import { isSsoProviderId, SSO_PROVIDERS, ssoCallbackPath, type SsoProviderId } from "../config";
import { devAccountBySub, devClaims, devSignIn } from "./accounts";
import { loginPage } from "./login-page";
import { memoryAdapter } from "./memory-adapter";

export interface DevOidcProvider {
  /** http://127.0.0.1:<port> */
  url: string;
  issuers: Record<SsoProviderId, string>;
  /** The SSO_* variables that point the portal at this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Every click asks for the password again, so that the demo can switch accounts. */
function alwaysAskPolicy() {
  const policy = interactionPolicy.base();
  const { Check } = interactionPolicy;
  policy
    .get("login")!
    .checks.push(
      new Check(
        "stand_in_asks_every_time",
        "the local provider asks for the password on each sign-in",
        "login_required",
        (ctx) => (ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT),
      ),
    );
  return policy;
}

async function buildProvider(
  id: SsoProviderId,
  issuer: string,
  client: { id: string; secret: string; redirectUri: string },
) {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [client.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    adapter: memoryAdapter(),
    // Seconds; short, since the stand-in only has to last one sign-in.
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: `${id}-dev` }] },
    cookies: {
      keys: [randomBytes(32).toString("base64url")],
      // Both issuers share the host 127.0.0.1 (cookies ignore ports): keep their cookies apart.
      names: { session: `_${id}_session`, interaction: `_${id}_interaction`, resume: `_${id}_resume` },
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name", "name"] },
    // Like Google, the ID token carries the e-mail claims.
    conformIdTokenClaims: false,
    responseTypes: ["code"],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/${id}/interaction/${interaction.uid}`,
      policy: alwaysAskPolicy(),
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = devAccountBySub(id, sub);
      return account && { accountId: sub, claims: () => devClaims(account) };
    },
    // The portal is a first-party client: consent is granted without asking.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const existing = oidc.session?.grantIdFor(oidc.client!.clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({ accountId: oidc.session!.accountId!, clientId: oidc.client!.clientId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  });
  return provider;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error("form too large");
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function send(res: ServerResponse, status: number, body: string, type = "text/plain; charset=utf-8") {
  res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" }).end(body);
}

async function interaction(
  id: SsoProviderId,
  provider: Provider,
  uid: string,
  action: string | undefined,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) return send(res, 400, "interaction mismatch");
  const paths = { action: `/${id}/interaction/${uid}/login`, abort: `/${id}/interaction/${uid}/abort` };
  if (req.method === "GET" && !action) {
    return send(res, 200, loginPage({ issuer: id, ...paths }), "text/html; charset=utf-8");
  }
  if (req.method !== "POST") return send(res, 405, "method not allowed");
  if (action === "/abort") {
    const result = { error: "access_denied", error_description: "End-User aborted interaction" };
    return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }
  const form = await readForm(req);
  const account = devSignIn(id, form.get("email") ?? "", form.get("password") ?? "");
  if (!account)
    return send(
      res,
      401,
      loginPage({ issuer: id, ...paths, email: form.get("email") ?? "", error: true }),
      "text/html; charset=utf-8",
    );
  return provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.sub } },
    { mergeWithLastSubmission: false },
  );
}

/**
 * A local OpenID provider standing in for Google and Microsoft: one issuer per SSO button, mounted
 * at /google and /microsoft on 127.0.0.1, each with one confidential client whose redirect URI is
 * the portal's callback. Port 0 picks a free port.
 */
export async function startDevOidcProvider(opts: {
  port?: number;
  appUrl: string;
  host?: string;
}): Promise<DevOidcProvider> {
  const host = opts.host ?? "127.0.0.1";
  const providers = new Map<
    SsoProviderId,
    { provider: Provider; handler: (req: IncomingMessage, res: ServerResponse) => void }
  >();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const [, first = "", ...rest] = url.pathname.split("/");
    const entry = isSsoProviderId(first) ? providers.get(first) : undefined;
    if (!entry) return send(res, 404, "not found");
    const inner = `/${rest.join("/")}`;
    const m = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(inner);
    if (m) {
      interaction(first as SsoProviderId, entry.provider, m[1]!, m[2], req, res).catch((e: unknown) => {
        if (!res.headersSent) send(res, 400, `sign-in could not continue: ${(e as Error).message}`);
      });
      return;
    }
    // Mounted under /<issuer>: oidc-provider reads the mount path from originalUrl, as under Express.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
    req.url = `${inner}${url.search}`;
    entry.handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 3900, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;

  const env: Record<string, string> = {};
  const issuers = {} as Record<SsoProviderId, string>;
  for (const id of SSO_PROVIDERS) {
    const issuer = `${url}/${id}`;
    const client = {
      id: `weedo-portal-${id}`,
      secret: randomBytes(24).toString("base64url"),
      redirectUri: new URL(ssoCallbackPath(id), opts.appUrl).href,
    };
    const provider = await buildProvider(id, issuer, client);
    providers.set(id, { provider, handler: provider.callback() });
    issuers[id] = issuer;
    const prefix = `SSO_${id.toUpperCase()}`;
    env[`${prefix}_ISSUER`] = issuer;
    env[`${prefix}_CLIENT_ID`] = client.id;
    env[`${prefix}_CLIENT_SECRET`] = client.secret;
  }

  return {
    url,
    issuers,
    env,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
