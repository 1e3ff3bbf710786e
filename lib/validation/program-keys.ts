// Without zod, so that the screens translating the API's messages (row actions, lists) do not load it.

/** Keys the program and campaign schemas can produce: each is a key of "myaffilPrograms.validation". */
export const PROGRAM_VALIDATION_KEYS = [
  "required",
  "tooLong",
  "negativeAmount",
  "tooLarge",
  "payoutAbovePrice",
  "unknownState",
  "endBeforeStart",
  "date",
  "url",
  "choose",
  "countries",
  "notValidated",
  "unknownAdvertiser",
  "unknownProgram",
  "integer",
] as const;
export type ProgramValidationKey = (typeof PROGRAM_VALIDATION_KEYS)[number];
