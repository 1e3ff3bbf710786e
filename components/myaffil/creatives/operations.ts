import { gql, type TypedDocumentNode } from "@apollo/client";

export interface Support {
  id: number;
  name: string;
  broadcastType: string;
  url: string;
  audience: number;
  themes: string[];
  state: string;
  createdAt: string;
}
const SUPPORT_FIELDS = "id name broadcastType url audience themes state createdAt";

export const MY_SUPPORTS: TypedDocumentNode<{ mySupports: Support[] }> = gql`query MySupports { mySupports { ${SUPPORT_FIELDS} } }`;
export const CREATE_SUPPORT = gql`mutation CreateSupport($input: SupportInput!) { createSupport(input: $input) { ${SUPPORT_FIELDS} } }`;
export const UPDATE_SUPPORT = gql`mutation UpdateSupport($id: Int!, $input: SupportInput!) { updateSupport(id: $id, input: $input) { ${SUPPORT_FIELDS} } }`;
export const SET_SUPPORT_ACTIVE = gql`mutation SetSupportActive($id: Int!, $active: Boolean!) { setSupportActive(id: $id, active: $active) { id state } }`;
export const DELETE_SUPPORT = gql`mutation DeleteSupport($id: Int!) { deleteSupport(id: $id) }`;

export interface PublisherSupports {
  userId: number;
  email: string;
  society: string;
  firstName: string;
  lastName: string;
  publisherClientId: number;
  supports: Support[];
}
export const PUBLISHER_SUPPORTS: TypedDocumentNode<{ publisherSupports: PublisherSupports | null }, { id: number }> = gql`
  query PublisherSupports($id: Int!) { publisherSupports(id_utilisateur: $id) { userId email society firstName lastName publisherClientId supports { ${SUPPORT_FIELDS} } } }`;

export interface Application {
  id: number;
  programId: number;
  programName: string;
  programState: string;
  publisherClientId: number;
  publisherName: string;
  supportId: number | null;
  supportName: string | null;
  supportUrl: string | null;
  supportBroadcastType: string | null;
  supportAudience: number | null;
  message: string;
  state: "being_verified" | "accepted" | "refused";
  refusalReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}
export const APPLICATIONS: TypedDocumentNode<{ applications: Application[] }, { state?: string | null; programId?: number | null; publisherClientId?: number | null }> = gql`
  query Applications($state: String, $programId: Int, $publisherClientId: Int) {
    applications(state: $state, programId: $programId, publisherClientId: $publisherClientId) {
      id programId programName programState publisherClientId publisherName supportId supportName supportUrl supportBroadcastType supportAudience message state refusalReason createdAt decidedAt
    }
  }`;
export const APPLICATION_FILTERS: TypedDocumentNode<{ applicationFilterOptions: { programs: { id: number; name: string }[]; publishers: { id: number; name: string }[] } }> = gql`
  query ApplicationFilterOptions { applicationFilterOptions { programs { id name } publishers { id name } } }`;
export const DECIDE_APPLICATIONS = gql`mutation DecideApplications($ids: [Int!]!, $decision: String!, $reason: String) { decideApplications(ids: $ids, decision: $decision, reason: $reason) }`;
export const APPLY = gql`mutation ApplyToProgram($input: ApplyInput!) { applyToProgram(input: $input) { id programId state } }`;

export interface Visual {
  id: number;
  campaignId: number;
  campaignName: string;
  campaignState: string;
  trackingId: string;
  programId: number;
  programName: string;
  advertiserClientId: number;
  kind: "email" | "banner" | "text";
  name: string;
  subject: string | null;
  senderName: string | null;
  html: string | null;
  imageId: number | null;
  imageUrl: string | null;
  width: number | null;
  height: number | null;
  linkText: string | null;
  createdAt: string;
  trackingLink: string;
  code: string;
  previewPath: string;
}
const VISUAL_FIELDS = "id campaignId campaignName campaignState trackingId programId programName advertiserClientId kind name subject senderName html imageId imageUrl width height linkText createdAt trackingLink code previewPath";
export const VISUALS: TypedDocumentNode<{ visuals: Visual[] }, { campaignId?: number | null; programId?: number | null; trackingId?: string | null }> = gql`
  query Visuals($campaignId: Int, $programId: Int, $trackingId: String) { visuals(campaignId: $campaignId, programId: $programId, trackingId: $trackingId) { ${VISUAL_FIELDS} } }`;
export const CREATE_VISUAL: TypedDocumentNode<{ createVisual: Visual }> = gql`mutation CreateVisual($input: VisualInput!) { createVisual(input: $input) { ${VISUAL_FIELDS} } }`;
export const UPDATE_VISUAL: TypedDocumentNode<{ updateVisual: Visual }> = gql`mutation UpdateVisual($id: Int!, $input: VisualInput!) { updateVisual(id: $id, input: $input) { ${VISUAL_FIELDS} } }`;
export const DELETE_VISUAL = gql`mutation DeleteVisual($id: Int!) { deleteVisual(id: $id) }`;

export interface VisualCampaign {
  id: number;
  name: string;
  trackingId: string;
  state: string;
  programId: number;
  programName: string;
  advertiserClientId: number;
}
const CAMPAIGN_FIELDS = "id name trackingId state programId programName advertiserClientId";
export const VISUAL_CAMPAIGNS: TypedDocumentNode<{ visualCampaigns: VisualCampaign[] }, { programId?: number | null }> = gql`
  query VisualCampaigns($programId: Int) { visualCampaigns(programId: $programId) { ${CAMPAIGN_FIELDS} } }`;
export const VISUAL_CAMPAIGN: TypedDocumentNode<{ visualCampaign: VisualCampaign | null }, { trackingId: string }> = gql`
  query VisualCampaign($trackingId: String!) { visualCampaign(trackingId: $trackingId) { ${CAMPAIGN_FIELDS} } }`;

export interface LibraryImage {
  id: number;
  url: string;
  absoluteUrl: string;
  originalName: string;
  mime: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  createdAt: string;
  usedBy: number;
}
export const LIBRARY_IMAGES: TypedDocumentNode<{ libraryImages: LibraryImage[] }> = gql`
  query LibraryImages { libraryImages { id url absoluteUrl originalName mime sizeBytes width height createdAt usedBy } }`;
export const DELETE_LIBRARY_IMAGE = gql`mutation DeleteLibraryImage($id: Int!) { deleteLibraryImage(id: $id) }`;

export interface Shoot {
  id: number;
  campaignId: number;
  campaignName: string;
  trackingId: string;
  programId: number;
  programName: string;
  advertiserClientId: number;
  publisherClientId: number;
  publisherName: string;
  supportId: number;
  supportName: string;
  visualId: number | null;
  visualName: string | null;
  scheduledAt: string;
  date: string;
  time: string;
  volume: number;
  state: "valid" | "cancelled" | "postponed";
  sent: number;
  opens: number;
  createdAt: string;
}
export const SHOOTS: TypedDocumentNode<{ shoots: Shoot[] }, { state?: string | null; programId?: number | null; from?: string | null; to?: string | null }> = gql`
  query Shoots($state: String, $programId: Int, $from: String, $to: String) {
    shoots(state: $state, programId: $programId, from: $from, to: $to) {
      id campaignId campaignName trackingId programId programName advertiserClientId publisherClientId publisherName supportId supportName visualId visualName scheduledAt date time volume state sent opens createdAt
    }
  }`;
export interface ShootCampaign {
  id: number;
  name: string;
  trackingId: string;
  programId: number;
  programName: string;
  visuals: { id: number; name: string; kind: string }[];
}
export const SHOOT_CAMPAIGNS: TypedDocumentNode<{ shootCampaigns: ShootCampaign[] }> = gql`
  query ShootCampaigns { shootCampaigns { id name trackingId programId programName visuals { id name kind } } }`;
export const SCHEDULE_SHOOT = gql`mutation ScheduleShoot($input: ScheduleShootInput!) { scheduleShoot(input: $input) }`;
export const POSTPONE_SHOOT = gql`mutation PostponeShoot($id: Int!, $date: String!, $time: String!) { postponeShoot(id: $id, date: $date, time: $time) }`;
export const CANCEL_SHOOT = gql`mutation CancelShoot($id: Int!) { cancelShoot(id: $id) }`;
export const REPORT_SHOOT = gql`mutation ReportShoot($id: Int!, $sent: Int!, $opens: Int!) { reportShoot(id: $id, sent: $sent, opens: $opens) }`;
export const SET_SHOOT_STATE = gql`mutation SetShootState($id: Int!, $state: String!) { setShootState(id: $id, state: $state) }`;
