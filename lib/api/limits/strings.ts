import { visit, type DocumentNode } from "graphql";

/**
 * The first string of an operation, in its document's literals or its variables, that `pick` turns
 * into a value (the variables are walked without recursion: JSON may nest deeply).
 */
export function firstString(
  document: DocumentNode,
  variables: unknown,
  pick: (value: string) => string | null,
): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node) {
      found ??= pick(node.value);
    },
  });
  const stack: unknown[] = [variables];
  while (!found && stack.length) {
    const v = stack.pop();
    if (typeof v === "string") found = pick(v);
    else if (v && typeof v === "object") stack.push(...(Array.isArray(v) ? v : Object.values(v)));
  }
  return found;
}
