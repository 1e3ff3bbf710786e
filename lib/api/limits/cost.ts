import {
  Kind,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from "graphql";
import { createGraphQLError } from "graphql-yoga";

/**
 * What a field weighs. No list of these schemas is paginated by an argument, so a list is taken to
 * hold `list` items of what it selects (a list of lists `list²`); armor's cost plugin, which does
 * not read the schema, sees neither lists nor which fields run a resolver.
 */
export interface CostWeights {
  /** A scalar or enum field. */
  leaf: number;
  /** An object field, beside what it selects. */
  object: number;
  /** Items a list is taken to hold. */
  list: number;
  /** A Query or Mutation field: a resolver and at least one database round trip. */
  root: number;
  /**
   * A root field that reads a date range (`from` and `to`, as arguments or in its input), instead of
   * `root`: its work grows with the range and the rows its search scans, which no selection shows
   * (ten aliases of the lead details over a year, searching "a", held the server 2 s).
   */
  range: number;
}

export const DEFAULT_WEIGHTS: CostWeights = { leaf: 1, object: 2, list: 10, root: 25, range: 2000 };

// graphql's type predicates test `instanceof`, and the schemas (built by yoga) may come from the
// other copy of graphql (CommonJS or ESM) than this module's: types are read by their shape here.
type Wrapper = { ofType: GraphQLOutputType; constructor: { name: string } };
type WithFields = GraphQLNamedType & { getFields(): unknown };

const wrapperName = (t: unknown): string | null =>
  t && typeof t === "object" && "ofType" in t ? (t as Wrapper).constructor.name : null;
const nullable = (t: GraphQLOutputType): GraphQLOutputType =>
  wrapperName(t) === "GraphQLNonNull" ? (t as unknown as Wrapper).ofType : t;
const isList = (t: GraphQLOutputType): boolean => wrapperName(nullable(t)) === "GraphQLList";

function namedOf(t: GraphQLOutputType): GraphQLNamedType {
  let n: unknown = t;
  while (wrapperName(n)) n = (n as Wrapper).ofType;
  return n as GraphQLNamedType;
}

const hasFields = (t: unknown): t is WithFields =>
  !!t && typeof t === "object" && "getFields" in t && typeof t.getFields === "function";
/** An object, interface or union: what a selection set may be written on. */
const isComposite = (t: unknown): t is GraphQLNamedType =>
  hasFields(t) || (!!t && typeof t === "object" && "getTypes" in t);

type Argument = { name: string; type: GraphQLOutputType };
const namesFromAndTo = (names: string[]) => names.includes("from") && names.includes("to");

/** Whether a field's arguments, or the fields of one of its input arguments, name `from` and `to`. */
function readsRange(args: readonly Argument[]): boolean {
  if (namesFromAndTo(args.map((a) => a.name))) return true;
  return args.some((a) => {
    const input = namedOf(a.type);
    return hasFields(input) && namesFromAndTo(Object.keys(input.getFields() as object));
  });
}

/** How many items a field of this type is taken to return. */
function itemsOf(type: GraphQLOutputType, list: number): number {
  if (!isList(type)) return 1;
  const inner = (nullable(type) as unknown as Wrapper).ofType;
  return isList(inner) ? list * list : list;
}

/** The estimated cost of each operation, in the order given. */
export function operationCosts(
  schema: GraphQLSchema,
  operations: readonly OperationDefinitionNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  weights: CostWeights = DEFAULT_WEIGHTS,
): number[] {
  // A spread costs what its fragment costs; a cycle (refused by graphql's own rule) counts nothing.
  const fragmentCost = new Map<string, number>();
  const visiting = new Set<string>();

  function selectionCost(set: SelectionSetNode, parent: GraphQLNamedType, root: boolean): number {
    let total = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const name = sel.name.value;
        // __typename costs nothing; GraphiQL's introspection (development only) is not what this limits.
        if (name === "__typename" || name === "__schema" || name === "__type") continue;
        const fields = hasFields(parent)
          ? (parent.getFields() as Record<string, { type: GraphQLOutputType; args?: Argument[] } | undefined>)
          : {};
        const field = fields[name];
        if (!field) continue; // an unknown field: graphql's own rules report it
        const named = namedOf(field.type);
        const own =
          sel.selectionSet && isComposite(named)
            ? weights.object + selectionCost(sel.selectionSet, named, false)
            : weights.leaf;
        const call = root ? (readsRange(field.args ?? []) ? weights.range : weights.root) : 0;
        total += own * itemsOf(field.type, weights.list) + call;
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const on = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent;
        if (isComposite(on)) total += selectionCost(sel.selectionSet, on, root);
      } else {
        const name = sel.name.value;
        const key = `${name}:${root}`;
        let cost = fragmentCost.get(key);
        if (cost === undefined) {
          const fragment = fragments.get(name);
          const on = fragment && schema.getType(fragment.typeCondition.name.value);
          if (!fragment || !isComposite(on) || visiting.has(name)) continue;
          visiting.add(name);
          cost = selectionCost(fragment.selectionSet, on, root);
          visiting.delete(name);
          fragmentCost.set(key, cost);
        }
        total += cost;
      }
    }
    return total;
  }

  return operations.map((op) => {
    const rootType =
      op.operation === "mutation"
        ? schema.getMutationType()
        : op.operation === "subscription"
          ? schema.getSubscriptionType()
          : schema.getQueryType();
    return rootType ? selectionCost(op.selectionSet, rootType, true) : 0;
  });
}

/** Refuses an operation whose estimated cost is over `maxCost`, before anything runs. */
export function costLimitRule(maxCost: number, weights: CostWeights = DEFAULT_WEIGHTS): ValidationRule {
  return (context) => ({
    Document(doc) {
      const fragments = new Map<string, FragmentDefinitionNode>();
      const operations: OperationDefinitionNode[] = [];
      for (const def of doc.definitions) {
        if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
        else if (def.kind === Kind.OPERATION_DEFINITION) operations.push(def);
      }
      operationCosts(context.getSchema(), operations, fragments, weights).forEach((cost, i) => {
        if (cost <= maxCost) return;
        context.reportError(
          createGraphQLError(
            `Query too expensive: its estimated cost is ${Math.round(cost)}, over the limit of ${maxCost}. Ask for fewer fields, lists or aliases in one request.`,
            { nodes: [operations[i]!] },
          ),
        );
      });
    },
  });
}
