"use client";

import { useMutation } from "@apollo/client/react";
import { KeyRound } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyField } from "./copy-field";
import { ROTATE_POSTBACK_SECRET, type TrackingPixelsData } from "./operations";

/**
 * The advertiser's postback secret: postbacks without a click are signed with it. The secret itself
 * is shown once, right after it is generated; afterwards only its last characters.
 */
export function PostbackSecretCard({ pixels, signedUrl }: { pixels: TrackingPixelsData; signedUrl: string }) {
  const t = useTranslations("myaffilTracking.pixels");
  const format = useFormatter();
  const [rotate] = useMutation(ROTATE_POSTBACK_SECRET);
  const [fresh, setFresh] = useState<string | null>(null);
  const [info, setInfo] = useState(pixels.postbackSecret ?? null);

  const generate = async () => {
    try {
      const { data } = await rotate({ variables: { id: pixels.trackingId } });
      if (!data) throw new Error("no data");
      setFresh(data.rotatePostbackSecret.secret);
      setInfo({ hint: data.rotatePostbackSecret.hint, createdAt: data.rotatePostbackSecret.createdAt });
      toast.success(t("secretCreated"));
    } catch (e) {
      toast.error(t("secretFailed"));
      throw e;
    }
  };

  return (
    <Card>
      <CardHeader title={t("secretTitle")} description={t("secretDescription")} />
      <CardBody className="flex flex-col gap-4">
        <p className="text-sm" data-testid="postback-secret-state">
          {info
            ? t("secretState", {
                hint: info.hint,
                date: format.dateTime(new Date(info.createdAt), { dateStyle: "short", timeStyle: "short" }),
              })
            : t("secretNone")}
        </p>
        {fresh && (
          <div className="flex flex-col gap-2" role="status">
            <CopyField label={t("secretValue")} value={fresh} testId="postback-secret" />
            <p className="text-sm font-medium text-amber-700 dark:text-amber-300">{t("secretOnce")}</p>
          </div>
        )}
        <div>
          {info ? (
            <ConfirmDialog
              trigger={
                <Button variant="outline">
                  <KeyRound className="size-4" aria-hidden />
                  {t("secretRotate")}
                </Button>
              }
              title={t("secretRotateTitle")}
              description={t("secretRotateDescription")}
              confirmLabel={t("secretRotate")}
              destructive
              onConfirm={generate}
            />
          ) : (
            <Button onClick={() => void generate().catch(() => undefined)}>
              <KeyRound className="size-4" aria-hidden />
              {t("secretGenerate")}
            </Button>
          )}
        </div>
        <CopyField
          label={t("postbackCampaign")}
          value={signedUrl}
          testId="postback-url-campaign"
          hint={t("signatureHint")}
        />
      </CardBody>
    </Card>
  );
}
