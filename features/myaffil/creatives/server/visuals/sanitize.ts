import sanitizeHtml from "sanitize-html";

/**
 * E-mail HTML as it is stored: the markup of a newsletter (layout tables, inline styles, images,
 * links) and nothing that runs. No script, no event handler (on*), no iframe/object/embed/form,
 * no javascript:/vbscript:/data: address (except data:image on images), no CSS expression() or
 * url(javascript:…), no meta (refresh redirects). A whole document keeps its body's content. The allow-list is the library's: anything not named below is dropped.
 */
const ALLOWED_TAGS = [
  ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== "style"),
  "center",
  "font",
  "img",
  "span",
  "div",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "td",
  "th",
  "caption",
  "colgroup",
  "col",
  "hr",
  "br",
  "u",
  "s",
  "strike",
  "small",
  "big",
  "sup",
  "sub",
];

const COMMON_ATTRIBUTES = [
  "style",
  "class",
  "id",
  "align",
  "valign",
  "width",
  "height",
  "bgcolor",
  "border",
  "title",
  "dir",
  "lang",
  "role",
];

const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions["allowedAttributes"] = {
  "*": COMMON_ATTRIBUTES,
  a: ["href", "name", "target", "rel"],
  img: ["src", "alt", "width", "height", "border", "srcset"],
  table: ["cellpadding", "cellspacing", "border", "width", "bgcolor", "background", "summary"],
  td: ["colspan", "rowspan", "nowrap", "background"],
  th: ["colspan", "rowspan", "nowrap", "scope"],
  col: ["span"],
  colgroup: ["span"],
  font: ["color", "face", "size"],
};

/** Dangerous values inside a style attribute: old IE expressions, script or non-image data URLs, bindings. */
const UNSAFE_STYLE =
  /expression\s*\(|javascript\s*:|vbscript\s*:|-moz-binding|behavior\s*:|url\s*\(\s*['"]?\s*(?!https?:|\/|data:image\/)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  // Links may also carry the tracking placeholder, which is not a URL until substituted.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "background", "cite", "srcset"],
  allowProtocolRelative: true,
  // script, style, iframe… are removed with their content (not left as text).
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "template",
    "title",
    "head",
  ],
  allowVulnerableTags: false,
  parseStyleAttributes: false,
  transformTags: {
    "*": (tagName, attribs) => {
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(attribs)) {
        if (k === "style" && UNSAFE_STYLE.test(v)) continue;
        out[k] = v;
      }
      // A data: URL on an image must be an image.
      if (
        tagName === "img" &&
        out.src &&
        /^\s*data:/i.test(out.src) &&
        !/^\s*data:image\/(png|jpe?g|gif|webp);/i.test(out.src)
      )
        delete out.src;
      if (tagName === "a" && out.target === "_blank") out.rel = "noopener noreferrer";
      return { tagName, attribs: out };
    },
  },
};

/** The stored form of a visual's HTML. */
export function sanitizeVisualHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
