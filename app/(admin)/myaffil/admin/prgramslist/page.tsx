import { Preloaded } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { programListVariables } from "@/features/myaffil/programs/ui/list-variables";
import { PROGRAMS } from "@/features/myaffil/programs/ui/operations";
import { ProgramsList } from "@/features/myaffil/programs/ui/programs-list";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/prgramslist");

function AdminProgramsPage() {
  return (
    <Preloaded query={PROGRAMS} variables={programListVariables("admin")}>
      <ProgramsList area="admin" />
    </Preloaded>
  );
}

export default withClientMessages("(admin)/myaffil/admin/prgramslist", AdminProgramsPage);
