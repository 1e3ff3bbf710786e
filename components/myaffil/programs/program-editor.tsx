"use client";

import { useQuery } from "@apollo/client/react";
import { ArrowLeft, SearchX } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { errorCodeOf } from "./errors";
import { PROGRAM_DETAIL, viewProgramHref } from "./operations";
import { ProgramForm } from "./program-form";

/** Admin integration/ajouterprogramme: a new program for an advertiser, or (`?id=`) the edit of one. */
export function ProgramEditor({ id }: { id: number | null }) {
  const t = useTranslations("myaffilPrograms.editor");
  const td = useTranslations("data");
  const router = useRouter();
  const { data, error, refetch } = useQuery(PROGRAM_DETAIL, { variables: { id: id ?? 0 }, skip: id == null, fetchPolicy: "network-only" });
  const back = (
    <Button asChild variant="ghost" className="mb-2 -ml-2 w-fit">
      <Link href={id ? viewProgramHref("admin", id) : "/myaffil/admin/prgramslist"}>
        <ArrowLeft className="size-4" aria-hidden />
        {id ? t("backToProgram") : t("backToList")}
      </Link>
    </Button>
  );
  const header = <PageHeader title={id ? t("editTitle") : t("createTitle")} description={id ? data?.myaffilProgram.name : t("createText")} />;
  let body;
  if (id != null && !data) {
    const code = errorCodeOf(error);
    body =
      code === "NOT_FOUND" ? (
        <EmptyState icon={SearchX} title={t("notFound")} />
      ) : error ? (
        <ErrorState title={t("loadError")} text={td("loadError")}>
          <Button variant="outline" onClick={() => void refetch()}>
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
            key={data?.myaffilProgram.id ?? "new"}
            role="admin"
            program={data?.myaffilProgram}
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
