import { UploadImages } from "@/components/myaffil/images/upload-images";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/UploadImages");

export default function UploadImagesPage() {
  return <UploadImages />;
}
