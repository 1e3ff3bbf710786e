"use client";

import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { Link2, Send } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, useSyncExternalStore, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { formatMoney } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { CopyField } from "./copy-field";
import { SEND_TEST_LEAD, TRACKING_PIXELS } from "./operations";
import { PostbackAddressesCard } from "./postback-addresses-card";
import { PostbackSecretCard } from "./postback-secret-card";

const noChange = () => () => {};
const browserOrigin = () => window.location.origin;
const noOrigin = () => "";

interface Answer {
  httpStatus: number;
  body: Record<string, unknown>;
}

/**
 * What an advertiser installs for one campaign: the image pixel, the S2S postback, and a test. The
 * campaign is read by the server page (PixelsScreen) and streamed into the browser's cache.
 */
export function PixelsView({ identifiant }: { identifiant: string }) {
  const t = useTranslations("myaffilTracking.pixels");
  const locale = useLocale();
  const { data, error, refetch } = useSuspenseQuery(TRACKING_PIXELS, {
    variables: { id: identifiant },
    errorPolicy: "all",
  });
  const [retrying, startTransition] = useTransition();
  // The portal's origin as the browser sees it; the server's HTML leaves it out, hydration fills it in.
  const origin = useSyncExternalStore(noChange, browserOrigin, noOrigin);
  const formId = useId();
  const p = data?.trackingPixels;
  // The test's publisher: the first accepted one, known from the first render.
  const [publisher, setPublisher] = useState(() => (p?.publishers[0] ? String(p.publishers[0].clientId) : ""));
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sendTestLead] = useMutation(SEND_TEST_LEAD);

  if (error) {
    return (
      <ErrorState title={t("loadErrorTitle")} text={t("loadError")}>
        <Button variant="outline" disabled={retrying} onClick={() => startTransition(() => void refetch())}>
          {t("retry")}
        </Button>
      </ErrorState>
    );
  }
  if (!p)
    return (
      <EmptyState
        icon={Link2}
        title={t("notFoundTitle")}
        text={t("notFound", { id: identifiant })}
        testId="pixels-not-found"
      />
    );

  const tid = encodeURIComponent(p.trackingId);
  const pixelTag = `<img src="${origin}/api/pixel/${tid}?click_id={click_id}&email={email}&ts={timestamp}&sig={signature}" width="1" height="1" alt="" style="display:none" />`;
  const postbackClick = `${origin}/api/postback?click_id={click_id}&email={email}&phone={phone}&sig={signature}`;
  const postbackSigned = `${origin}/api/postback?campagne=${tid}&p={id_editeur}&s={id_support}&sub={sub_id}&email={email}&phone={phone}&ts={timestamp}&sig={signature}`;
  const link = `${origin}/t/${tid}?p={id_editeur}&s={id_support}&sub={sub_id}`;

  // A click on the tracking link then its postback, recorded by the server as the real ones are.
  const sendTest = async (e: React.FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      const { data } = await sendTestLead({
        variables: { id: p.trackingId, publisher: Number(publisher), email: email || null, phone: phone || null },
      });
      if (!data) throw new Error("no answer");
      const body = JSON.parse(data.sendTestLead.body) as Record<string, unknown>;
      const httpStatus = data.sendTestLead.httpStatus;
      setAnswer({ httpStatus, body });
      if (httpStatus === 200)
        toast.success(body.duplicate ? t("testDuplicate") : t("testOk", { id: String(body.lead_id) }));
      else if (body.code === "SIGNATURE_REQUIRED") toast.error(t("testNeedsSecret"));
      else toast.error(t("testRefused", { code: String(body.code ?? httpStatus) }));
    } catch {
      toast.error(t("testFailed"));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("title", { name: p.campaignName })}
        description={t("description")}
        actions={<Badge tone={p.running ? "success" : "warning"}>{p.running ? t("running") : t("stopped")}</Badge>}
      />
      <Card>
        <CardHeader title={t("campaign")} />
        <CardBody>
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="text-zinc-600 dark:text-zinc-400">{t("trackingId")}</dt>
              <dd className="font-mono" data-testid="pixels-tracking-id">
                {p.trackingId}
              </dd>
            </div>
            <div>
              <dt className="text-zinc-600 dark:text-zinc-400">{t("program")}</dt>
              <dd>{p.programName}</dd>
            </div>
            <div>
              <dt className="text-zinc-600 dark:text-zinc-400">{t("price")}</dt>
              <dd>
                {formatMoney(locale, p.priceCents)} / {formatMoney(locale, p.payoutCents)}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-zinc-600 dark:text-zinc-400">{t("landing")}</dt>
              <dd className="truncate">{p.landingUrl || t("noLanding")}</dd>
            </div>
          </dl>
          {!p.running && <p className="mt-3 text-sm text-amber-700 dark:text-amber-300">{t("stoppedHint")}</p>}
        </CardBody>
      </Card>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader title={t("pixelTitle")} description={t("pixelDescription")} />
          <CardBody className="flex flex-col gap-4">
            <CopyField label={t("pixelSigned")} value={pixelTag} testId="pixel-tag" hint={t("pixelHint")} />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t("postbackTitle")} description={t("postbackDescription")} />
          <CardBody className="flex flex-col gap-4">
            <CopyField
              label={t("postbackClick")}
              value={postbackClick}
              testId="postback-url"
              hint={t("postbackHint")}
            />
          </CardBody>
        </Card>
      </div>

      <PostbackSecretCard pixels={p} signedUrl={postbackSigned} />
      <PostbackAddressesCard trackingId={p.trackingId} initial={[...p.postbackAddresses]} />

      <Card>
        <CardHeader title={t("linkTitle")} description={t("linkDescription")} />
        <CardBody>
          <CopyField label={t("link")} value={link} testId="tracking-link" />
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t("testTitle")} description={t("testDescription")} />
        <CardBody>
          {p.publishers.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("noPublisher")}</p>
          ) : (
            <form onSubmit={sendTest} className="flex flex-col gap-4" aria-label={t("testTitle")}>
              <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${formId}-p`}>{t("testPublisher")}</Label>
                  <Select id={`${formId}-p`} value={publisher} onChange={(e) => setPublisher(e.target.value)}>
                    {p.publishers.map((x) => (
                      <option key={x.clientId} value={x.clientId}>
                        {x.name || `#${x.clientId}`} ({x.clientId})
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${formId}-email`}>{t("testEmail")}</Label>
                  <Input
                    id={`${formId}-email`}
                    type="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    placeholder="test@exemple.fr"
                  />
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${formId}-phone`}>{t("testPhone")}</Label>
                  <Input
                    id={`${formId}-phone`}
                    type="tel"
                    value={phone}
                    onChange={(e) => setPhone(e.target.value)}
                    placeholder="06 12 34 56 78"
                  />
                </div>
              </div>
              <div>
                <Button type="submit" disabled={sending || !p.running}>
                  <Send className="size-4" aria-hidden />
                  {sending ? t("testSending") : t("testSend")}
                </Button>
              </div>
            </form>
          )}
          {answer && (
            <div className="mt-4 flex flex-col gap-2" data-testid="test-answer" aria-live="polite">
              <p className="text-sm font-medium">
                {t("answer", { status: answer.httpStatus })}{" "}
                <Badge tone={answer.httpStatus === 200 ? (answer.body.duplicate ? "warning" : "success") : "danger"}>
                  {answer.httpStatus === 200
                    ? answer.body.duplicate
                      ? t("answerDuplicate")
                      : t("answerOk")
                    : t("answerError")}
                </Badge>
              </p>
              <pre className="overflow-x-auto rounded-md bg-zinc-100 p-3 text-xs dark:bg-zinc-950">
                {JSON.stringify(answer.body, null, 2)}
              </pre>
            </div>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
