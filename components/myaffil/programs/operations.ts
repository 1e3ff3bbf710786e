import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ProgramInput } from "@/lib/validation/program";

export type Area = "admin" | "annonceur" | "editeur";
export type RecordState = "valide" | "pause" | "supprime";
export type ApplicationState = "being_verified" | "accepted" | "refused";

/** Where each area's MyAffil screens live. */
export const areaBase = (area: Area) => `/myaffil/${area}`;
export const viewProgramHref = (area: Area, id: number) => `${areaBase(area)}/viewprogram?id=${id}`;

export interface Campaign {
  id: number;
  programId: number;
  programName: string;
  advertiserClientId: number | null;
  advertiserName: string | null;
  name: string;
  state: RecordState;
  trackingId: string | null;
  trackingLink: string | null;
  startsOn: string | null;
  endsOn: string | null;
  budgetCents: number | null;
  dailyLeadCap: number | null;
  totalLeadCap: number | null;
  visualCount: number;
  createdAt: string | null;
}

export interface Program {
  id: number;
  name: string;
  advertiserClientId: number;
  advertiserName: string | null;
  state: RecordState;
  validation: "pending" | "validated";
  description: string;
  conditions: string;
  theme: string | null;
  model: string;
  advertiserPriceCents: number | null;
  publisherPayoutCents: number | null;
  marginCents: number | null;
  broadcastTypes: string[];
  countries: string[];
  landingUrl: string;
  startsOn: string | null;
  endsOn: string | null;
  access: "open" | "on_approval";
  campaignCount: number;
  publisherCount: number;
  canBroadcast: boolean;
  application: { id: number; state: ApplicationState; refusalReason: string | null; createdAt: string } | null;
  createdAt: string;
}

export interface ProgramDetail extends Program {
  campaigns: Campaign[];
}

const PROGRAM = `
  id name advertiserClientId advertiserName state validation description conditions theme model
  advertiserPriceCents publisherPayoutCents marginCents broadcastTypes countries landingUrl startsOn endsOn access
  campaignCount publisherCount canBroadcast application { id state refusalReason createdAt } createdAt`;
const CAMPAIGN = `
  id programId programName advertiserClientId advertiserName name state trackingId trackingLink startsOn endsOn
  budgetCents dailyLeadCap totalLeadCap visualCount createdAt`;

export interface ProgramFilter {
  state?: string | null;
  advertiserClientId?: number | null;
  validation?: string | null;
  search?: string | null;
}

export const PROGRAMS: TypedDocumentNode<{ myaffilPrograms: Program[] }, { filter?: ProgramFilter | null }> = gql`
  query MyaffilPrograms($filter: MyaffilProgramFilter) { myaffilPrograms(filter: $filter) { ${PROGRAM} } }
`;

export const PROGRAM_DETAIL: TypedDocumentNode<{ myaffilProgram: ProgramDetail }, { id: number }> = gql`
  query MyaffilProgram($id: Int!) { myaffilProgram(id: $id) { ${PROGRAM} campaigns { ${CAMPAIGN} } } }
`;

export interface AdvertiserClient {
  clientId: number;
  userId: number;
  society: string;
  name: string;
  email: string;
}

export const ADVERTISER_CLIENTS: TypedDocumentNode<{ myaffilAdvertiserClients: AdvertiserClient[] }, Record<string, never>> = gql`
  query MyaffilAdvertiserClients { myaffilAdvertiserClients { clientId userId society name email } }
`;

type ProgramVars = { input: ProgramInput };

export const CREATE_PROGRAM: TypedDocumentNode<{ createMyaffilProgram: Program }, ProgramVars> = gql`
  mutation CreateMyaffilProgram($input: MyaffilProgramInput!) { createMyaffilProgram(input: $input) { ${PROGRAM} } }
`;

export const UPDATE_PROGRAM: TypedDocumentNode<{ updateMyaffilProgram: Program }, ProgramVars & { id: number }> = gql`
  mutation UpdateMyaffilProgram($id: Int!, $input: MyaffilProgramInput!) { updateMyaffilProgram(id: $id, input: $input) { ${PROGRAM} } }
`;

export const SET_PROGRAM_STATE: TypedDocumentNode<{ setMyaffilProgramState: { id: number; state: RecordState } }, { id: number; state: string }> = gql`
  mutation SetMyaffilProgramState($id: Int!, $state: String!) { setMyaffilProgramState(id: $id, state: $state) { id state } }
`;

export const DELETE_PROGRAM: TypedDocumentNode<{ deleteMyaffilProgram: { id: number; state: RecordState } }, { id: number }> = gql`
  mutation DeleteMyaffilProgram($id: Int!) { deleteMyaffilProgram(id: $id) { id state } }
`;

export const VALIDATE_PROGRAM: TypedDocumentNode<{ validateMyaffilProgram: { id: number; validation: string } }, { id: number }> = gql`
  mutation ValidateMyaffilProgram($id: Int!) { validateMyaffilProgram(id: $id) { id validation } }
`;

export const DUPLICATE_PROGRAM: TypedDocumentNode<{ duplicateMyaffilProgram: { id: number; name: string } }, { id: number; name: string }> = gql`
  mutation DuplicateMyaffilProgram($id: Int!, $name: String!) { duplicateMyaffilProgram(id: $id, name: $name) { id name } }
`;

export interface CampaignFilter {
  advertiserClientId?: number | null;
  programId?: number | null;
  state?: string | null;
  search?: string | null;
}

export const CAMPAIGNS: TypedDocumentNode<{ myaffilCampaigns: Campaign[] }, { filter?: CampaignFilter | null }> = gql`
  query MyaffilCampaigns($filter: MyaffilCampaignFilter) { myaffilCampaigns(filter: $filter) { ${CAMPAIGN} } }
`;

export const CAMPAIGN_DETAIL: TypedDocumentNode<{ myaffilCampaign: Campaign }, { id: number }> = gql`
  query MyaffilCampaign($id: Int!) { myaffilCampaign(id: $id) { ${CAMPAIGN} } }
`;

export interface CampaignVars {
  input: { programId: number; name: string; startsOn?: string | null; endsOn?: string | null; budgetCents?: number | null; dailyLeadCap?: number | null; totalLeadCap?: number | null };
}

export const CREATE_CAMPAIGN: TypedDocumentNode<{ createMyaffilCampaign: Campaign }, CampaignVars> = gql`
  mutation CreateMyaffilCampaign($input: MyaffilCampaignInput!) { createMyaffilCampaign(input: $input) { ${CAMPAIGN} } }
`;

export const UPDATE_CAMPAIGN: TypedDocumentNode<{ updateMyaffilCampaign: Campaign }, CampaignVars & { id: number }> = gql`
  mutation UpdateMyaffilCampaign($id: Int!, $input: MyaffilCampaignInput!) { updateMyaffilCampaign(id: $id, input: $input) { ${CAMPAIGN} } }
`;

export const SET_CAMPAIGN_STATE: TypedDocumentNode<{ setMyaffilCampaignState: { id: number; state: RecordState } }, { id: number; state: string }> = gql`
  mutation SetMyaffilCampaignState($id: Int!, $state: String!) { setMyaffilCampaignState(id: $id, state: $state) { id state } }
`;

export const DELETE_CAMPAIGN: TypedDocumentNode<{ deleteMyaffilCampaign: { id: number; state: RecordState } }, { id: number }> = gql`
  mutation DeleteMyaffilCampaign($id: Int!) { deleteMyaffilCampaign(id: $id) { id state } }
`;

export interface PublisherCampaign {
  id: number;
  programId: number;
  programName: string;
  name: string;
  state: RecordState;
  model: string;
  publisherPayoutCents: number;
  landingUrl: string;
  startsOn: string | null;
  endsOn: string | null;
  dailyLeadCap: number | null;
  totalLeadCap: number | null;
  trackingId: string;
  trackingLink: string;
  visualCount: number;
}

export const PUBLISHER_CAMPAIGNS: TypedDocumentNode<{ myaffilPublisherCampaigns: PublisherCampaign[] }, Record<string, never>> = gql`
  query MyaffilPublisherCampaigns { myaffilPublisherCampaigns {
    id programId programName name state model publisherPayoutCents landingUrl startsOn endsOn dailyLeadCap totalLeadCap trackingId trackingLink visualCount } }
`;
