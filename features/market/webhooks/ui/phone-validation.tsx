"use client";

import { useLazyQuery } from "@apollo/client/react";
import { PhoneCall } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatNumber } from "@/components/data/format";
import { Badge, KpiCard } from "@/components/ui/states/kpi-card";
import { EmptyState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { splitPhoneList } from "@/lib/validation/webhook";
import { useWebhookError } from "./bits";
import { CHECK_PHONES, type PhoneRow } from "./operations";

const COUNTRIES = [
  "FR",
  "BE",
  "CH",
  "LU",
  "MC",
  "GP",
  "MQ",
  "GF",
  "RE",
  "YT",
  "ES",
  "IT",
  "DE",
  "GB",
  "MA",
  "TN",
  "DZ",
  "SN",
  "CI",
];

/** phoneNumberValidation (admin): paste numbers, get validity, line type and E.164 for each, as CSV. */
export function PhoneValidation() {
  const t = useTranslations("marketWebhooks.phones");
  const locale = useLocale();
  const id = useId();
  const { explain } = useWebhookError();
  const [text, setText] = useState("");
  const [country, setCountry] = useState("FR");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [check, { data, loading }] = useLazyQuery(CHECK_PHONES, { fetchPolicy: "no-cache" });
  const rows = useMemo(() => (data?.marketCheckPhones ?? []) as PhoneRow[], [data]);
  const count = splitPhoneList(text).length;
  const typeLabel = (ty: string | null) => (ty ? t(`types.${ty}` as "types.mobile") : "—");

  const columns = useMemo<DataColumn<PhoneRow>[]>(
    () => [
      { id: "input", accessorKey: "input", header: t("input") },
      {
        id: "valid",
        accessorFn: (r) => (r.valid ? t("valid") : t("invalid")),
        header: t("validity"),
        cell: ({ row }) => (
          <Badge tone={row.original.valid ? "success" : "danger"}>
            {row.original.valid ? t("valid") : t("invalid")}
          </Badge>
        ),
      },
      { id: "type", accessorFn: (r) => typeLabel(r.type), header: t("type") },
      {
        id: "e164",
        accessorFn: (r) => (r.valid ? (r.e164 ?? "") : ""),
        header: t("e164"),
        cell: ({ getValue }) => <span className="font-mono">{String(getValue() || "—")}</span>,
      },
      { id: "country", accessorFn: (r) => r.country ?? "", header: t("country") },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (count === 0) {
      setFieldError(t("required"));
      return;
    }
    setFieldError(undefined);
    const r = await check({ variables: { text, country } });
    if (r.error) toast.error(explain(r.error));
  };

  const valid = rows.filter((r) => r.valid).length;
  const mobile = rows.filter((r) => r.type === "mobile").length;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <Card>
        <CardHeader title={t("formTitle")} description={t("formText")} />
        <CardBody>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-list`}>{t("list")}</Label>
              <Textarea
                id={`${id}-list`}
                rows={8}
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={"06 12 34 56 78\n+33 1 42 68 53 00"}
                aria-invalid={!!fieldError}
                aria-describedby={`${id}-help ${id}-err`}
              />
              <p id={`${id}-help`} className="text-xs text-zinc-600 dark:text-zinc-400">
                {t("listHelp", { count })}
              </p>
              <FieldError id={`${id}-err`} message={fieldError} />
            </div>
            <div className="flex max-w-xs flex-col gap-1.5">
              <Label htmlFor={`${id}-country`}>{t("defaultCountry")}</Label>
              <Select id={`${id}-country`} value={country} onChange={(e) => setCountry(e.target.value)}>
                {COUNTRIES.map((c) => (
                  <option key={c} value={c}>
                    {new Intl.DisplayNames([locale], { type: "region" }).of(c) ?? c} ({c})
                  </option>
                ))}
              </Select>
            </div>
            <div>
              <Button type="submit" disabled={loading} aria-busy={loading}>
                <PhoneCall className="size-4" aria-hidden /> {t("check")}
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
      {rows.length === 0 ? (
        <EmptyState icon={PhoneCall} title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <KpiCard
              id="phones-total"
              label={t("total")}
              display={formatNumber(locale, rows.length)}
              value={rows.length}
              icon={PhoneCall}
            />
            <KpiCard
              id="phones-valid"
              label={t("validCount")}
              display={formatNumber(locale, valid)}
              value={valid}
              icon={PhoneCall}
            />
            <KpiCard
              id="phones-invalid"
              label={t("invalidCount")}
              display={formatNumber(locale, rows.length - valid)}
              value={rows.length - valid}
              icon={PhoneCall}
              tone={rows.length - valid > 0 ? "warning" : "default"}
            />
            <KpiCard
              id="phones-mobile"
              label={t("mobileCount")}
              display={formatNumber(locale, mobile)}
              value={mobile}
              icon={PhoneCall}
            />
          </div>
          <DataTable
            testId="phone-results"
            columns={columns}
            data={rows}
            csvName="validation-numeros"
            searchPlaceholder={t("search")}
            emptyText={t("emptyTitle")}
          />
        </>
      )}
    </div>
  );
}
