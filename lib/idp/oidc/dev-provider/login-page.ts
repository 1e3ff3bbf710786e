import type { SsoProviderId } from "../config";

const LABELS: Record<SsoProviderId, string> = { google: "Google", microsoft: "Microsoft" };

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The stand-in issuer's sign-in form (plain HTML, no script): it only has to look like a place
 * where Google or Microsoft would ask for the password.
 */
export function loginPage(opts: {
  issuer: SsoProviderId;
  action: string;
  abort: string;
  email?: string;
  error?: boolean;
}): string {
  const label = LABELS[opts.issuer];
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${label} — fournisseur d'identité local</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f5; color: #18181b; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 1px 4px #0002; width: min(22rem, 90vw); }
  label { display: block; margin-top: 1rem; font-size: .9rem; }
  input { width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem; border: 1px solid #a1a1aa; border-radius: 6px; }
  button { margin-top: 1.25rem; width: 100%; padding: .6rem; border: 0; border-radius: 6px; background: #2563eb; color: #fff; font-size: 1rem; }
  .secondary { background: transparent; color: #52525b; margin-top: .5rem; }
  [role=alert] { color: #b91c1c; margin-top: 1rem; }
  small { color: #71717a; }
</style>
</head>
<body>
<main>
  <h1>${label}</h1>
  <p><small>Fournisseur OpenID local de la démo Weedo / local OpenID provider of the Weedo demo</small></p>
  ${opts.error ? `<p role="alert">E-mail ou mot de passe incorrect / Wrong e-mail or password</p>` : ""}
  <form method="post" action="${escape(opts.action)}">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escape(opts.email ?? "")}">
    <label for="password">Mot de passe / Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Se connecter / Sign in</button>
  </form>
  <form method="post" action="${escape(opts.abort)}"><button type="submit" class="secondary">Annuler / Cancel</button></form>
</main>
</body>
</html>`;
}
