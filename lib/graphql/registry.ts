import type { Service } from "@/lib/api/services";

/**
 * Which API each named operation belongs to. Documents register themselves when their module is
 * evaluated (the per-service `graphql()`), so the Apollo links route an operation by its name and no
 * call site states its endpoint. Kept free of any server import: the browser bundle uses it too.
 */
const byOperation = new Map<string, Service>();

interface NamedDefinition {
  kind: string;
  name?: { value: string };
}

export function registerDocument(service: Service, doc: { definitions: readonly NamedDefinition[] }): void {
  for (const def of doc.definitions) {
    if (def.kind !== "OperationDefinition" || !def.name) continue;
    const name = def.name.value;
    const known = byOperation.get(name);
    // Two services answering to one operation name would make routing a guess: refuse it early.
    if (known && known !== service)
      throw new Error(`GraphQL operation ${name} is declared for both ${known} and ${service}`);
    byOperation.set(name, service);
  }
}

/** The service of a named operation registered through `lib/graphql/<service>`. */
export function serviceOfOperation(name: string | undefined | null): Service | undefined {
  return name ? byOperation.get(name) : undefined;
}

type DocumentFactory = (source: string, fragments?: readonly never[]) => { definitions: readonly NamedDefinition[] };

/** A service's `graphql()`: gql.tada's function, with each document it builds registered for that service. */
export function registering<T extends DocumentFactory>(service: Service, tada: T): T {
  const wrapped = (source: string, fragments?: readonly never[]) => {
    const doc = tada(source, fragments);
    registerDocument(service, doc);
    return doc;
  };
  // Keeps gql.tada's helpers (`scalar`, `persisted`) and, through the cast, its generic signature.
  return Object.assign(wrapped, tada) as unknown as T;
}
