import { describe, expect, it } from "vitest";
import { sanitizeVisualHtml } from "./sanitize";

describe("sanitizeVisualHtml", () => {
  it("removes scripts with their content", () => {
    const out = sanitizeVisualHtml(
      `<p>Bonjour</p><script>alert(document.cookie)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>`,
    );
    expect(out).toBe("<p>Bonjour</p>");
    expect(out.toLowerCase()).not.toContain("script");
    expect(out).not.toContain("alert");
  });

  it("removes event handlers such as onerror= and onclick=", () => {
    const out = sanitizeVisualHtml(
      `<img src="https://cdn.example/a.png" onerror="alert(1)" alt="A"><a href="https://x.example" onclick="steal()" onmouseover='x()'>Lien</a>`,
    );
    expect(out).not.toMatch(/on(error|click|mouseover)/i);
    expect(out).toContain(`<img src="https://cdn.example/a.png" alt="A" />`);
    expect(out).toContain(`<a href="https://x.example">Lien</a>`);
  });

  it("removes javascript:, vbscript: and non-image data: URLs", () => {
    const out = sanitizeVisualHtml(
      `<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="vbscript:msgbox(1)">c</a><a href="data:text/html;base64,PHNjcmlwdD4=">d</a><img src="data:text/html,<script>alert(1)</script>">`,
    );
    expect(out).not.toMatch(/javascript|vbscript|data:text/i);
    expect(out).toContain("<a>a</a>");
  });

  it("keeps data:image on images", () => {
    const png = "data:image/png;base64,iVBORw0KGgo=";
    expect(sanitizeVisualHtml(`<img src="${png}" alt="x">`)).toContain(`src="${png}"`);
  });

  it("removes iframes, objects, embeds and forms", () => {
    const out = sanitizeVisualHtml(
      `<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf"><form action="https://evil.example"><input name="card"></form><p>ok</p>`,
    );
    expect(out).toBe("<p>ok</p>");
  });

  it("removes style expressions and script URLs from style attributes, and <style> blocks", () => {
    const out = sanitizeVisualHtml(
      `<div style="width: expression(alert(1))">a</div><div style="background:url(javascript:alert(1))">b</div><style>body{background:url(javascript:x)}</style><p style="color:#c00;font-size:14px">c</p>`,
    );
    expect(out).not.toMatch(/expression|javascript|<style/i);
    expect(out).toContain(`<div>a</div><div>b</div>`);
    expect(out).toContain(`<p style="color:#c00;font-size:14px">c</p>`);
  });

  it("keeps the markup of a newsletter and the tracking placeholder", () => {
    const html = `<table width="600" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td bgcolor="#ffffff" style="padding:20px"><h1>Offre</h1><p>Devis <strong>gratuit</strong></p><a href="{{tracking_link}}" target="_blank">J'en profite</a><img src="https://cdn.example/banner.jpg" width="600" height="200" alt="Bannière"></td></tr></table>`;
    const out = sanitizeVisualHtml(html);
    expect(out).toContain(`<table width="600" cellpadding="0" cellspacing="0" border="0" align="center">`);
    expect(out).toContain(`<td bgcolor="#ffffff" style="padding:20px">`);
    expect(out).toContain(`<h1>Offre</h1><p>Devis <strong>gratuit</strong></p>`);
    expect(out).toContain(`href="{{tracking_link}}"`);
    expect(out).toContain(`rel="noopener noreferrer"`);
    expect(out).toContain(`<img src="https://cdn.example/banner.jpg" width="600" height="200" alt="Bannière" />`);
  });

  it("removes meta refresh redirects", () => {
    expect(sanitizeVisualHtml(`<meta http-equiv="refresh" content="0;url=https://evil.example"><p>x</p>`)).toBe(
      "<p>x</p>",
    );
  });
});

it("keeps the body of a whole document without its head", () => {
  const out = sanitizeVisualHtml(
    `<!doctype html><html><head><title>Newsletter</title><script>x()</script></head><body><p>Corps</p></body></html>`,
  );
  expect(out).toBe("<p>Corps</p>");
});
