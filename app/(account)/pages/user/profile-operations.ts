import { graphql, type ResultOf } from "@/lib/graphql/auth";

export type ProfileBankDetails = NonNullable<ProfileData["bankDetails"]>;

/** myProfile as this screen reads it. */
export type ProfileData = ResultOf<typeof PROFILE_FIELDS>;

const PROFILE_FIELDS = graphql(`
  fragment ProfileFields on Profile {
    id
    email
    law
    accountType
    image
    lastname
    firstname
    countryCode
    phone
    address
    language
    city
    zipCode
    country
    companyName
    businessSector
    jobFunction
    vatIntra
    siren
    broadcastType
    websiteUrl
    themes
    remunerationType
    minimumStatus
    secureTracking
    twoFactorEnabled
    twoFactorRequired
    practices {
      newsletter
      dedicated_emails
      targeted_geolocated_mailings
      incentive
      click_validation
      co_registration
      white_label
      site_under
      other
    }
    bankDetails {
      kind
      accountOwner
      bankName
      rib
      iban
      swift
      vatSubject
      vatNumber
    }
  }
`);

export const MY_PROFILE = graphql(
  `
    query MyProfile {
      myProfile {
        ...ProfileFields
      }
    }
  `,
  [PROFILE_FIELDS],
);

export const UPDATE_PROFILE = graphql(
  `
    mutation UpdateProfile($input: ProfileInput!) {
      updateProfile(input: $input) {
        ...ProfileFields
      }
    }
  `,
  [PROFILE_FIELDS],
);

export const UPDATE_BANK_DETAILS = graphql(
  `
    mutation UpdateBankDetails($input: BankDetailsInput!) {
      updateBankDetails(input: $input) {
        ...ProfileFields
      }
    }
  `,
  [PROFILE_FIELDS],
);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      code
    }
  }
`);
