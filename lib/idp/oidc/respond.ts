/** A redirect that is never cached and never leaks its URL (tokens, codes) as a Referer. */
export function redirectResponse(location: string, setCookies: string[] = [], status = 303): Response {
  const headers = new Headers({ Location: location, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  for (const c of setCookies) headers.append("Set-Cookie", c);
  return new Response(null, { status, headers });
}
