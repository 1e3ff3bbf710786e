import { PostuleList } from "@/components/myaffil/applications/postule-list";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/postulelist");

export default function PostuleListPage() {
  return <PostuleList />;
}
