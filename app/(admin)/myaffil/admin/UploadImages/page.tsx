import { LIBRARY_IMAGES } from "@/features/myaffil/creatives/ui/creatives/operations";
import { Preloaded } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { UploadImages } from "@/features/myaffil/creatives/ui/images/upload-images";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/UploadImages");

function UploadImagesPage() {
  return (
    <Preloaded query={LIBRARY_IMAGES} variables={{}}>
      <UploadImages />
    </Preloaded>
  );
}

export default withClientMessages("(admin)/myaffil/admin/UploadImages", UploadImagesPage);
