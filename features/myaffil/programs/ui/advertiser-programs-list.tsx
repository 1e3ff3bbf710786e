"use client";

import { Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Loading } from "@/features/myaffil/creatives/ui/creatives/shared";
import { viewProgramHref } from "./areas";
import { ProgramsList } from "./programs-list";

// The form libraries (zod, react-hook-form) load when the creation dialog opens.
const ProgramForm = dynamic(() => import("./program-form").then((m) => m.ProgramForm), {
  ssr: false,
  loading: Loading,
});

/** The advertiser's prgramslist: the shared list, with its "new program" dialog. */
export function AdvertiserProgramsList() {
  return <ProgramsList area="annonceur" createAction={<NewProgramDialog />} />;
}

function NewProgramDialog() {
  const t = useTranslations("myaffilPrograms.list");
  const router = useRouter();
  const [creating, setCreating] = useState(false);
  return (
    <Dialog open={creating} onOpenChange={setCreating}>
      <DialogTrigger asChild>
        <Button>
          <Plus className="size-4" aria-hidden />
          {t("newProgram")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("newProgramTitle")} description={t("newProgramText")} className="max-w-3xl">
        <ProgramForm
          role="advertiser"
          onCancel={() => setCreating(false)}
          onSaved={(p) => {
            setCreating(false);
            router.push(viewProgramHref("annonceur", p.id));
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
