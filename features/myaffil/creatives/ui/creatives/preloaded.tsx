import "server-only";
import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import type { QueryRef } from "@apollo/client/react";
import { Suspense, type ReactNode } from "react";
import { PreloadQuery } from "@/lib/apollo/server";
import { ListLoading } from "./list-loading";

/**
 * Server-first screen: runs the screen's first query during the server render and streams its result
 * into the browser's cache, so the first HTML holds the rows; the client component below reads it with
 * `useSuspenseQuery` (same document, same variables, `errorPolicy: "all"`).
 */
export function Preloaded<TData, TVariables extends OperationVariables>({
  query,
  variables,
  children,
}: {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  children: ReactNode;
}) {
  return (
    // Checked against the document above; PreloadQuery's own props cannot resolve a generic TVariables.
    <PreloadQuery<TData, OperationVariables> query={query} variables={variables} errorPolicy="all">
      <Suspense fallback={<ListLoading />}>{children}</Suspense>
    </PreloadQuery>
  );
}

/**
 * The same, handing the client component the server's read itself (`useReadQuery`): for forms, whose
 * initial values must be this visit's, never an older copy from the browser's cache.
 */
export function PreloadedRef<TData, TVariables extends OperationVariables>({
  query,
  variables,
  children,
}: {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  children: (ref: QueryRef<TData>) => ReactNode;
}) {
  return (
    <PreloadQuery<TData, OperationVariables> query={query} variables={variables} errorPolicy="all">
      {(ref) => <Suspense fallback={<ListLoading />}>{children(ref)}</Suspense>}
    </PreloadQuery>
  );
}
