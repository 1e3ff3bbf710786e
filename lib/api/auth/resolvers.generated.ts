import type { GraphQLResolveInfo } from 'graphql';
import type { ProfileRoot } from '@/lib/api/auth/profile/read';
import type { ApiContext } from '@/lib/api/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** kind fr: rib; kind intl: iban, swift, vatSubject, vatNumber. */
export type BankDetailsInput = {
  accountOwner: Scalars['String']['input'];
  bankName: Scalars['String']['input'];
  iban?: InputMaybe<Scalars['String']['input']>;
  kind: Scalars['String']['input'];
  rib?: InputMaybe<Scalars['String']['input']>;
  swift?: InputMaybe<Scalars['String']['input']>;
  vatNumber?: InputMaybe<Scalars['String']['input']>;
  vatSubject?: InputMaybe<Scalars['Boolean']['input']>;
};

export type BankDetailsKind =
  | 'fr'
  | 'intl';

/** OK, WRONG_PASSWORD, NO_PASSWORD, LIMIT_EXCEEDED or MANAGED_BY_IDP. */
export type ChangePasswordResult = {
  __typename?: 'ChangePasswordResult';
  code: Scalars['String']['output'];
};

export type CompteCadeaux = {
  __typename?: 'CompteCadeaux';
  message?: Maybe<Scalars['String']['output']>;
  solde: Scalars['Int']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type Count = {
  __typename?: 'Count';
  nb: Scalars['Int']['output'];
};

/** AVAILABLE, or EMAIL_ALREADY_USED. */
export type EmailCheck = {
  __typename?: 'EmailCheck';
  code: Scalars['String']['output'];
};

export type Law =
  | 'ad'
  | 'af'
  | 'an'
  | 'ma'
  | 'tem';

export type Locale =
  | 'en'
  | 'fr';

/**
 * OK, or why the sign-in was refused (the screen words each code). With TWO_FACTOR_REQUIRED or
 * TWO_FACTOR_SETUP_REQUIRED, challenge is what the next step sends back (valid five minutes).
 */
export type LoginResult = {
  __typename?: 'LoginResult';
  challenge?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  home?: Maybe<Scalars['String']['output']>;
  law?: Maybe<Law>;
};

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Approves an account awaiting validation: OK or NOT_PENDING. */
  approveMember: Scalars['String']['output'];
  /** On OK every other session ends and this one gets a new cookie. */
  changePassword: ChangePasswordResult;
  /** Turns two-factor sign-in on with a first 6-digit code of the app. */
  confirmTwoFactorSetup: TwoFactorConfirmResult;
  /** Turns it off; the password is asked again. */
  disableTwoFactor: TwoFactorDisableResult;
  login: LoginResult;
  /** The step after the password: a 6-digit code of the authenticator, or a recovery code. */
  loginTwoFactor: LoginResult;
  /** Ends this session; with everywhere: true, every session of the account (its token version is bumped). */
  logout: Scalars['Boolean']['output'];
  register: RegisterResult;
  /** Sends a 6-digit code: OK, USER_NOT_FOUND, LIMIT_EXCEEDED, USE_FORGOT_PASSWORD or USE_OLD_USER_RESET. */
  requestPasswordCode: Scalars['String']['output'];
  resendEmailCode: ResendCodeResult;
  /** Sets the new password: OK, USER_NOT_FOUND, CODE_INVALID, CODE_EXPIRED, CODE_MISSING or LIMIT_EXCEEDED. */
  resetPassword: Scalars['String']['output'];
  /** Starts an enrolment (again): the caller's, or with the challenge of a mandatory enrolment at sign-in. */
  startTwoFactorSetup: TwoFactorSetup;
  /** Publishers only. */
  updateBankDetails: Profile;
  updateProfile: Profile;
  validateEmail: ValidateEmailResult;
};


export type MutationApproveMemberArgs = {
  user_id: Scalars['Int']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmTwoFactorSetupArgs = {
  challenge?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
};


export type MutationDisableTwoFactorArgs = {
  password: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLoginTwoFactorArgs = {
  challenge: Scalars['String']['input'];
  code: Scalars['String']['input'];
};


export type MutationLogoutArgs = {
  everywhere?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRequestPasswordCodeArgs = {
  email: Scalars['String']['input'];
  flow: PasswordFlow;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResendEmailCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  flow: PasswordFlow;
  password: Scalars['String']['input'];
};


export type MutationStartTwoFactorSetupArgs = {
  challenge?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateBankDetailsArgs = {
  input: BankDetailsInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationValidateEmailArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};

export type PasswordFlow =
  | 'OLD_USER'
  | 'RESET';

export type PendingMember = {
  __typename?: 'PendingMember';
  created_at: Scalars['String']['output'];
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  last_name: Scalars['String']['output'];
  law: Law;
  society: Scalars['String']['output'];
};

export type PracticesInput = {
  click_validation: Scalars['Boolean']['input'];
  co_registration: Scalars['Boolean']['input'];
  dedicated_emails: Scalars['Boolean']['input'];
  incentive: Scalars['Boolean']['input'];
  newsletter: Scalars['Boolean']['input'];
  other: Scalars['Boolean']['input'];
  site_under: Scalars['Boolean']['input'];
  targeted_geolocated_mailings: Scalars['Boolean']['input'];
  white_label: Scalars['Boolean']['input'];
};

/** accountType: an, af or staff (no preferences). Bank details only for publishers. */
export type Profile = {
  __typename?: 'Profile';
  accountType: ProfileKind;
  address: Scalars['String']['output'];
  bankDetails?: Maybe<ProfileBankDetails>;
  broadcastType: Scalars['String']['output'];
  businessSector: Scalars['String']['output'];
  city: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
  country: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  jobFunction: Scalars['String']['output'];
  language: Locale;
  lastname: Scalars['String']['output'];
  law: Law;
  minimumStatus: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  practices: ProfilePractices;
  remunerationType: Scalars['String']['output'];
  secureTracking: Scalars['Boolean']['output'];
  themes: Array<Scalars['String']['output']>;
  /** Whether sign-in asks for an authenticator code after the password. */
  twoFactorEnabled: Scalars['Boolean']['output'];
  /** Whether this account may not turn it off (REQUIRE_2FA_STAFF for administrators). */
  twoFactorRequired: Scalars['Boolean']['output'];
  vatIntra: Scalars['String']['output'];
  websiteUrl: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

/** kind fr: rib; kind intl: iban, swift, vatSubject, vatNumber. */
export type ProfileBankDetails = {
  __typename?: 'ProfileBankDetails';
  accountOwner: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
  iban?: Maybe<Scalars['String']['output']>;
  kind: BankDetailsKind;
  rib?: Maybe<Scalars['String']['output']>;
  swift?: Maybe<Scalars['String']['output']>;
  vatNumber?: Maybe<Scalars['String']['output']>;
  vatSubject: Scalars['Boolean']['output'];
};

/** Fields are checked by the sign-up's rules; a refusal lists them in extensions.fields. */
export type ProfileInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  broadcastType?: InputMaybe<Scalars['String']['input']>;
  businessSector?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  countryCode?: InputMaybe<Scalars['String']['input']>;
  firstname?: InputMaybe<Scalars['String']['input']>;
  jobFunction?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  minimumStatus?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  practices?: InputMaybe<PracticesInput>;
  remunerationType?: InputMaybe<Scalars['String']['input']>;
  secureTracking?: InputMaybe<Scalars['Boolean']['input']>;
  themes?: InputMaybe<Array<Scalars['String']['input']>>;
  vatIntra?: InputMaybe<Scalars['String']['input']>;
  websiteUrl?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

export type ProfileKind =
  | 'af'
  | 'an'
  | 'staff';

export type ProfilePractices = {
  __typename?: 'ProfilePractices';
  click_validation: Scalars['Boolean']['output'];
  co_registration: Scalars['Boolean']['output'];
  dedicated_emails: Scalars['Boolean']['output'];
  incentive: Scalars['Boolean']['output'];
  newsletter: Scalars['Boolean']['output'];
  other: Scalars['Boolean']['output'];
  site_under: Scalars['Boolean']['output'];
  targeted_geolocated_mailings: Scalars['Boolean']['output'];
  white_label: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  checkEmailAvailable: EmailCheck;
  /** The publisher's accepted campaigns (accepted applications on programs not deleted). */
  getCampagneValideAf: Count;
  getCompteCadeaux: CompteCadeaux;
  /** Insertion orders the advertiser still has to sign. */
  getDocumentOiASigneAn: Count;
  /** Insertion orders signed by their advertiser, awaiting processing. */
  getDocumentOiAttent: Count;
  /** Accounts awaiting administrator approval. */
  getMembreAttent: Count;
  /** The publisher's payments waiting, on its perf and coreg client ids. */
  getPaiementAttentAf: Count;
  /** Publisher applications (postules) being verified. */
  getPostuleAttent: Count;
  /** New programs awaiting validation. */
  getProgrammeAttent: Count;
  /** The advertiser's invoices waiting for payment, on its perf and coreg client ids. */
  getfactureAttentAn: Count;
  /** Prepayments awaiting validation. */
  getpresPaiementAttent: Count;
  myProfile: Profile;
  /** Accounts awaiting approval, oldest first. */
  pendingMembers: Array<PendingMember>;
};


export type QueryCheckEmailAvailableArgs = {
  email: Scalars['String']['input'];
};


export type QueryGetCampagneValideAfArgs = {
  id_client_perf: Scalars['Int']['input'];
};


export type QueryGetCompteCadeauxArgs = {
  droit: Scalars['String']['input'];
  user_id: Scalars['Int']['input'];
};


export type QueryGetDocumentOiASigneAnArgs = {
  id_utilisateur: Scalars['Int']['input'];
};


export type QueryGetPaiementAttentAfArgs = {
  id_client_coreg?: InputMaybe<Scalars['Int']['input']>;
  id_client_perf?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetfactureAttentAnArgs = {
  id_client_coreg?: InputMaybe<Scalars['Int']['input']>;
  id_client_perf?: InputMaybe<Scalars['Int']['input']>;
};

/** The three steps of the sign-up wizard; accountType is an (advertiser) or af (publisher). */
export type RegisterInput = {
  accountType: Scalars['String']['input'];
  address: Scalars['String']['input'];
  bankDetails?: InputMaybe<BankDetailsInput>;
  broadcastType?: InputMaybe<Scalars['String']['input']>;
  businessSector?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  companyName: Scalars['String']['input'];
  country: Scalars['String']['input'];
  countryCode: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  jobFunction?: InputMaybe<Scalars['String']['input']>;
  language: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  minimumStatus?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  practices: PracticesInput;
  remunerationType?: InputMaybe<Scalars['String']['input']>;
  secureTracking: Scalars['Boolean']['input'];
  themes: Array<Scalars['String']['input']>;
  vatIntra?: InputMaybe<Scalars['String']['input']>;
  websiteUrl?: InputMaybe<Scalars['String']['input']>;
  zipCode: Scalars['String']['input'];
};

/** OK (a code was e-mailed) or USER_ALREADY_EXISTS. */
export type RegisterResult = {
  __typename?: 'RegisterResult';
  code: Scalars['String']['output'];
};

/** SENT (whether or not the address awaits a code) or RATE_LIMITED. */
export type ResendCodeResult = {
  __typename?: 'ResendCodeResult';
  code: Scalars['String']['output'];
};

/**
 * code OK, CODE_INVALID, LIMIT_EXCEEDED, NOT_STARTED or CHALLENGE_EXPIRED. On OK, the ten recovery
 * codes, shown this once; with a challenge (enrolment at sign-in) the session opens and home says where to go.
 */
export type TwoFactorConfirmResult = {
  __typename?: 'TwoFactorConfirmResult';
  code: Scalars['String']['output'];
  home?: Maybe<Scalars['String']['output']>;
  recoveryCodes?: Maybe<Array<Scalars['String']['output']>>;
};

/** OK, WRONG_PASSWORD, LIMIT_EXCEEDED, NOT_ENABLED or REQUIRED (mandatory for this account). */
export type TwoFactorDisableResult = {
  __typename?: 'TwoFactorDisableResult';
  code: Scalars['String']['output'];
};

/**
 * A new authenticator secret, not yet active: code OK, ALREADY_ENABLED or CHALLENGE_EXPIRED.
 * qrSvg is the QR code of otpauthUri as an SVG document; secret is for typing it in by hand.
 */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  code: Scalars['String']['output'];
  otpauthUri?: Maybe<Scalars['String']['output']>;
  qrSvg?: Maybe<Scalars['String']['output']>;
  secret?: Maybe<Scalars['String']['output']>;
};

/** ACCOUNT_PENDING_APPROVAL, CODE_INVALID, CODE_EXPIRED or TOO_MANY_ATTEMPTS. */
export type ValidateEmailResult = {
  __typename?: 'ValidateEmailResult';
  code: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  BankDetailsInput: BankDetailsInput;
  BankDetailsKind: BankDetailsKind;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordResult: ResolverTypeWrapper<ChangePasswordResult>;
  CompteCadeaux: ResolverTypeWrapper<CompteCadeaux>;
  Count: ResolverTypeWrapper<Count>;
  EmailCheck: ResolverTypeWrapper<EmailCheck>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Law: Law;
  Locale: Locale;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PasswordFlow: PasswordFlow;
  PendingMember: ResolverTypeWrapper<PendingMember>;
  PracticesInput: PracticesInput;
  Profile: ResolverTypeWrapper<ProfileRoot>;
  ProfileBankDetails: ResolverTypeWrapper<ProfileBankDetails>;
  ProfileInput: ProfileInput;
  ProfileKind: ProfileKind;
  ProfilePractices: ResolverTypeWrapper<ProfilePractices>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  RegisterResult: ResolverTypeWrapper<RegisterResult>;
  ResendCodeResult: ResolverTypeWrapper<ResendCodeResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TwoFactorConfirmResult: ResolverTypeWrapper<TwoFactorConfirmResult>;
  TwoFactorDisableResult: ResolverTypeWrapper<TwoFactorDisableResult>;
  TwoFactorSetup: ResolverTypeWrapper<TwoFactorSetup>;
  ValidateEmailResult: ResolverTypeWrapper<ValidateEmailResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  BankDetailsInput: BankDetailsInput;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordResult: ChangePasswordResult;
  CompteCadeaux: CompteCadeaux;
  Count: Count;
  EmailCheck: EmailCheck;
  Int: Scalars['Int']['output'];
  LoginResult: LoginResult;
  Mutation: Record<PropertyKey, never>;
  PendingMember: PendingMember;
  PracticesInput: PracticesInput;
  Profile: ProfileRoot;
  ProfileBankDetails: ProfileBankDetails;
  ProfileInput: ProfileInput;
  ProfilePractices: ProfilePractices;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  RegisterResult: RegisterResult;
  ResendCodeResult: ResendCodeResult;
  String: Scalars['String']['output'];
  TwoFactorConfirmResult: TwoFactorConfirmResult;
  TwoFactorDisableResult: TwoFactorDisableResult;
  TwoFactorSetup: TwoFactorSetup;
  ValidateEmailResult: ValidateEmailResult;
};

export type ChangePasswordResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ChangePasswordResult'] = ResolversParentTypes['ChangePasswordResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompteCadeauxResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CompteCadeaux'] = ResolversParentTypes['CompteCadeaux']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  solde?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Count'] = ResolversParentTypes['Count']> = {
  nb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailCheckResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EmailCheck'] = ResolversParentTypes['EmailCheck']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  challenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  home?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  law?: Resolver<Maybe<ResolversTypes['Law']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  approveMember?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationApproveMemberArgs, 'user_id'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmTwoFactorSetup?: Resolver<ResolversTypes['TwoFactorConfirmResult'], ParentType, ContextType, RequireFields<MutationConfirmTwoFactorSetupArgs, 'code'>>;
  disableTwoFactor?: Resolver<ResolversTypes['TwoFactorDisableResult'], ParentType, ContextType, RequireFields<MutationDisableTwoFactorArgs, 'password'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  loginTwoFactor?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginTwoFactorArgs, 'challenge' | 'code'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationLogoutArgs>>;
  register?: Resolver<ResolversTypes['RegisterResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  requestPasswordCode?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationRequestPasswordCodeArgs, 'email' | 'flow'>>;
  resendEmailCode?: Resolver<ResolversTypes['ResendCodeResult'], ParentType, ContextType, RequireFields<MutationResendEmailCodeArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'code' | 'email' | 'flow' | 'password'>>;
  startTwoFactorSetup?: Resolver<ResolversTypes['TwoFactorSetup'], ParentType, ContextType, Partial<MutationStartTwoFactorSetupArgs>>;
  updateBankDetails?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateBankDetailsArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  validateEmail?: Resolver<ResolversTypes['ValidateEmailResult'], ParentType, ContextType, RequireFields<MutationValidateEmailArgs, 'code' | 'email'>>;
};

export type PendingMemberResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PendingMember'] = ResolversParentTypes['PendingMember']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  law?: Resolver<ResolversTypes['Law'], ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  accountType?: Resolver<ResolversTypes['ProfileKind'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankDetails?: Resolver<Maybe<ResolversTypes['ProfileBankDetails']>, ParentType, ContextType>;
  broadcastType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  businessSector?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobFunction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  law?: Resolver<ResolversTypes['Law'], ParentType, ContextType>;
  minimumStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  practices?: Resolver<ResolversTypes['ProfilePractices'], ParentType, ContextType>;
  remunerationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secureTracking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  themes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  twoFactorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  twoFactorRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vatIntra?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  websiteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileBankDetailsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProfileBankDetails'] = ResolversParentTypes['ProfileBankDetails']> = {
  accountOwner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BankDetailsKind'], ParentType, ContextType>;
  rib?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swift?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatSubject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProfilePracticesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProfilePractices'] = ResolversParentTypes['ProfilePractices']> = {
  click_validation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  co_registration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dedicated_emails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  incentive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  other?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  site_under?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  targeted_geolocated_mailings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  white_label?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  checkEmailAvailable?: Resolver<ResolversTypes['EmailCheck'], ParentType, ContextType, RequireFields<QueryCheckEmailAvailableArgs, 'email'>>;
  getCampagneValideAf?: Resolver<ResolversTypes['Count'], ParentType, ContextType, RequireFields<QueryGetCampagneValideAfArgs, 'id_client_perf'>>;
  getCompteCadeaux?: Resolver<ResolversTypes['CompteCadeaux'], ParentType, ContextType, RequireFields<QueryGetCompteCadeauxArgs, 'droit' | 'user_id'>>;
  getDocumentOiASigneAn?: Resolver<ResolversTypes['Count'], ParentType, ContextType, RequireFields<QueryGetDocumentOiASigneAnArgs, 'id_utilisateur'>>;
  getDocumentOiAttent?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  getMembreAttent?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  getPaiementAttentAf?: Resolver<ResolversTypes['Count'], ParentType, ContextType, Partial<QueryGetPaiementAttentAfArgs>>;
  getPostuleAttent?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  getProgrammeAttent?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  getfactureAttentAn?: Resolver<ResolversTypes['Count'], ParentType, ContextType, Partial<QueryGetfactureAttentAnArgs>>;
  getpresPaiementAttent?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  myProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  pendingMembers?: Resolver<Array<ResolversTypes['PendingMember']>, ParentType, ContextType>;
};

export type RegisterResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RegisterResult'] = ResolversParentTypes['RegisterResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResendCodeResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ResendCodeResult'] = ResolversParentTypes['ResendCodeResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TwoFactorConfirmResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TwoFactorConfirmResult'] = ResolversParentTypes['TwoFactorConfirmResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  home?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recoveryCodes?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type TwoFactorDisableResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TwoFactorDisableResult'] = ResolversParentTypes['TwoFactorDisableResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TwoFactorSetupResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TwoFactorSetup'] = ResolversParentTypes['TwoFactorSetup']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  otpauthUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qrSvg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ValidateEmailResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ValidateEmailResult'] = ResolversParentTypes['ValidateEmailResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  ChangePasswordResult?: ChangePasswordResultResolvers<ContextType>;
  CompteCadeaux?: CompteCadeauxResolvers<ContextType>;
  Count?: CountResolvers<ContextType>;
  EmailCheck?: EmailCheckResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PendingMember?: PendingMemberResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfileBankDetails?: ProfileBankDetailsResolvers<ContextType>;
  ProfilePractices?: ProfilePracticesResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterResult?: RegisterResultResolvers<ContextType>;
  ResendCodeResult?: ResendCodeResultResolvers<ContextType>;
  TwoFactorConfirmResult?: TwoFactorConfirmResultResolvers<ContextType>;
  TwoFactorDisableResult?: TwoFactorDisableResultResolvers<ContextType>;
  TwoFactorSetup?: TwoFactorSetupResolvers<ContextType>;
  ValidateEmailResult?: ValidateEmailResultResolvers<ContextType>;
};

