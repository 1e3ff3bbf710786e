import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ProfileKind } from "@/lib/validation/profile";
import type { ProfileFields } from "@/lib/validation/sign-up";

export interface ProfileBankDetails {
  kind: "fr" | "intl";
  accountOwner: string;
  bankName: string;
  rib: string | null;
  iban: string | null;
  swift: string | null;
  vatSubject: boolean;
  vatNumber: string | null;
}

/** myProfile as this screen reads it. */
export interface ProfileData extends ProfileFields {
  id: number;
  email: string;
  law: string;
  accountType: ProfileKind;
  image: string | null;
  bankDetails: ProfileBankDetails | null;
}

const PROFILE_FIELDS = /* GraphQL */ `
  fragment ProfileFields on Profile {
    id email law accountType image
    lastname firstname countryCode phone address language city zipCode country
    companyName businessSector jobFunction vatIntra
    broadcastType websiteUrl themes remunerationType minimumStatus secureTracking
    practices { newsletter dedicated_emails targeted_geolocated_mailings incentive click_validation co_registration white_label site_under other }
    bankDetails { kind accountOwner bankName rib iban swift vatSubject vatNumber }
  }
`;

export const MY_PROFILE: TypedDocumentNode<{ myProfile: ProfileData }, Record<string, never>> = gql`
  ${PROFILE_FIELDS}
  query MyProfile {
    myProfile {
      ...ProfileFields
    }
  }
`;

export const UPDATE_PROFILE: TypedDocumentNode<{ updateProfile: ProfileData }, { input: Record<string, unknown> }> = gql`
  ${PROFILE_FIELDS}
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...ProfileFields
    }
  }
`;

export const UPDATE_BANK_DETAILS: TypedDocumentNode<{ updateBankDetails: ProfileData }, { input: Record<string, unknown> }> = gql`
  ${PROFILE_FIELDS}
  mutation UpdateBankDetails($input: BankDetailsInput!) {
    updateBankDetails(input: $input) {
      ...ProfileFields
    }
  }
`;

export const CHANGE_PASSWORD: TypedDocumentNode<{ changePassword: { code: string } }, { currentPassword: string; newPassword: string }> = gql`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      code
    }
  }
`;
