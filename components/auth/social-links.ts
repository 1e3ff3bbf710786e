/** The company's social pages shown in the auth footer. */
export const SOCIAL_LINKS = [
  { name: "LinkedIn", href: "https://www.linkedin.com/company/weedo" },
  { name: "Facebook", href: "https://www.facebook.com/weedo" },
  { name: "Instagram", href: "https://www.instagram.com/weedo" },
  { name: "X", href: "https://x.com/weedo" },
] as const;
