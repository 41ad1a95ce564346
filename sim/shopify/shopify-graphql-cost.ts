import { type DocumentNode, Kind, type SelectionSetNode, type ValueNode } from "graphql";

/**
 * Shopify's calculated query cost, simplified: scalars 0, objects 1, a connection 2 + first x the cost of
 * one node, nested connections multiplying. Enough to make a careless page size hit the real limits.
 */
export function queryCost(document: DocumentNode, variables: Record<string, unknown>): number {
  const fragments = new Map<string, SelectionSetNode>();
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def.selectionSet);
  }
  const argumentValue = (node: ValueNode): unknown => {
    if (node.kind === Kind.VARIABLE) return variables[node.name.value];
    if (node.kind === Kind.INT) return Number(node.value);
    return undefined;
  };
  const costOf = (set: SelectionSetNode | undefined, insideConnection: boolean): number => {
    if (!set) return 0;
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        total += costOf(fragments.get(selection.name.value), insideConnection);
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += costOf(selection.selectionSet, insideConnection);
        continue;
      }
      if (!selection.selectionSet) continue;
      const name = selection.name.value;
      if (insideConnection && name === "pageInfo") continue;
      if (insideConnection && (name === "nodes" || name === "edges")) {
        total +=
          name === "edges" ? costOf(selection.selectionSet, true) : 1 + costOf(selection.selectionSet, false);
        continue;
      }
      if (insideConnection && name === "node") {
        total += 1 + costOf(selection.selectionSet, false);
        continue;
      }
      const firstArg = selection.arguments?.find((a) => a.name.value === "first" || a.name.value === "last");
      const count = firstArg ? Number(argumentValue(firstArg.value) ?? 0) : null;
      total +=
        count === null
          ? 1 + costOf(selection.selectionSet, false)
          : 2 + count * costOf(selection.selectionSet, true);
    }
    return total;
  };
  let cost = 0;
  for (const def of document.definitions) {
    if (def.kind === Kind.OPERATION_DEFINITION) cost += costOf(def.selectionSet, false);
  }
  return cost;
}

/** The cost of what was actually returned (Shopify refunds the difference to the requested cost). */
export function actualCost(data: unknown): number {
  const walk = (value: unknown): number => {
    if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + walk(v), 0);
    if (typeof value !== "object" || value === null) return 0;
    const record = value as Record<string, unknown>;
    if (Array.isArray(record.nodes) || Array.isArray(record.edges)) {
      const items = (record.nodes ?? (record.edges as { node?: unknown }[]).map((e) => e.node)) as unknown[];
      return 2 + items.reduce((sum: number, node) => sum + walk(node), 0);
    }
    const children = Object.entries(record).reduce(
      (sum, [key, v]) => sum + (key === "pageInfo" ? 0 : walk(v)),
      0,
    );
    return 1 + children;
  };
  if (typeof data !== "object" || data === null) return 0;
  return Object.values(data).reduce((sum: number, v) => sum + walk(v), 0);
}
