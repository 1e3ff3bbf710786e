/**
 * Route patterns in the spec's own notation: `{name}` is one path segment (or one `&`-separated
 * part of it, as in `detailLeads/{id_client}&{date_start}&{date_end}`), `/{name?}` may be absent,
 * and a trailing `/*` matches anything below.
 */
export function compilePattern(pattern: string): RegExp {
  let re = "";
  let rest = pattern;
  while (rest.length) {
    const opt = /^\/\{(\w+)\?\}/.exec(rest);
    if (opt) {
      re += "(?:/[^/]+)?";
      rest = rest.slice(opt[0].length);
      continue;
    }
    if (rest === "/*") {
      re += "(?:/.*)?";
      break;
    }
    const param = /^\{(\w+)\}/.exec(rest);
    if (param) {
      re += "[^/&]+";
      rest = rest.slice(param[0].length);
      continue;
    }
    re += rest[0]!.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
    rest = rest.slice(1);
  }
  return new RegExp(`^${re}/?$`);
}
