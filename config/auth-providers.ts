/** The social sign-in providers of SPEC §7, in the order their buttons appear. */
export const socialProviders = [
  { id: "google.com", name: "Google" },
  { id: "facebook.com", name: "Facebook" },
  { id: "github.com", name: "GitHub" },
  { id: "twitter.com", name: "Twitter" },
] as const;

export type SocialProviderId = (typeof socialProviders)[number]["id"];

/** Every sign-in method an account can have linked, as people call them. */
export const providerNames: Record<string, string> = {
  password: "Email and password",
  phone: "Phone",
  emailLink: "Email link",
  ...Object.fromEntries(socialProviders.map((provider) => [provider.id, provider.name])),
};
