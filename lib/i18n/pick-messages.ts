/** A catalogue, or a part of one: messages (strings, or lists read with `t.raw`) under nested groups. */
export interface MessageTree {
  [key: string]: string | readonly string[] | MessageTree;
}

const isGroup = (v: MessageTree[string] | undefined): v is MessageTree => typeof v === "object" && !Array.isArray(v);

/**
 * The parts of a catalogue under the given dotted paths ("marketMoney.errors", "data"), nested as
 * in the catalogue, sharing the catalogue's objects (nothing is copied below a picked path).
 * A path that names nothing is left out: the missing-message error then says which key it was.
 */
export function pickMessages(tree: MessageTree, paths: readonly string[]): MessageTree {
  const out: MessageTree = {};
  for (const p of paths) {
    const segments = p.split(".");
    let from: MessageTree[string] | undefined = tree;
    let to = out;
    segments.forEach((segment, i) => {
      if (!isGroup(from)) return;
      from = from[segment];
      if (from === undefined) return;
      if (i === segments.length - 1 || !isGroup(from)) {
        to[segment] = from;
        from = undefined;
        return;
      }
      const existing = to[segment];
      to = isGroup(existing) ? existing : (to[segment] = {});
    });
  }
  return out;
}
