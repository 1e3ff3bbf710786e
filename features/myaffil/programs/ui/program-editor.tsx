"use client";

import { useQueryRefHandlers, useReadQuery, type QueryRef } from "@apollo/client/react";
import { ArrowLeft, SearchX } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { errorCodeOf } from "./errors";
import { viewProgramHref } from "./areas";
import type { PROGRAM_DETAIL } from "./operations";
import type { ResultOf } from "@/lib/graphql/myaffil";
import { ProgramForm } from "./program-form";

type ProgramRef = QueryRef<ResultOf<typeof PROGRAM_DETAIL>>;

/**
 * Admin integration/ajouterprogramme: a new program for an advertiser, or (`?id=`) the edit of one,
 * whose current values the page read on the server (`program`: that read, fresh on every visit).
 */
export function ProgramEditor({ id, program }: { id: number | null; program?: ProgramRef }) {
  return program ? <LoadedEditor id={id} program={program} /> : <EditorBody id={null} />;
}

function LoadedEditor({ id, program }: { id: number | null; program: ProgramRef }) {
  const { data, error } = useReadQuery(program);
  const { refetch } = useQueryRefHandlers(program);
  const [retrying, startRetry] = useTransition();
  return (
    <EditorBody
      id={id}
      data={data}
      error={error}
      retrying={retrying}
      onRetry={() => startRetry(() => void refetch())}
    />
  );
}

function EditorBody({
  id,
  data,
  error,
  retrying,
  onRetry,
}: {
  id: number | null;
  data?: ResultOf<typeof PROGRAM_DETAIL>;
  error?: unknown;
  retrying?: boolean;
  onRetry?: () => void;
}) {
  const t = useTranslations("myaffilPrograms.editor");
  const td = useTranslations("data");
  const router = useRouter();
  const back = (
    <Button asChild variant="ghost" className="mb-2 -ml-2 w-fit">
      <Link href={id ? viewProgramHref("admin", id) : "/myaffil/admin/prgramslist"}>
        <ArrowLeft className="size-4" aria-hidden />
        {id ? t("backToProgram") : t("backToList")}
      </Link>
    </Button>
  );
  const header = (
    <PageHeader
      title={id ? t("editTitle") : t("createTitle")}
      description={id ? data?.myaffilProgram?.name : t("createText")}
    />
  );
  let body;
  if (id != null && !data?.myaffilProgram) {
    const code = errorCodeOf(error);
    body =
      code === "NOT_FOUND" ? (
        <EmptyState icon={SearchX} title={t("notFound")} />
      ) : error ? (
        <ErrorState title={t("loadError")} text={td("loadError")}>
          <Button variant="outline" disabled={retrying} onClick={onRetry}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : (
        <div aria-busy className="h-96 animate-pulse rounded-xl bg-zinc-200 dark:bg-zinc-800" />
      );
  } else
    body = (
      <Card>
        <CardBody>
          <ProgramForm
            key={data?.myaffilProgram?.id ?? "new"}
            role="admin"
            program={data?.myaffilProgram ?? undefined}
            onCancel={() => router.back()}
            onSaved={(p) => router.push(viewProgramHref("admin", p.id))}
          />
        </CardBody>
      </Card>
    );
  return (
    <div className="flex flex-col">
      {back}
      {header}
      {body}
    </div>
  );
}
