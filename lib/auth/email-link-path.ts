/** Where email sign-in links land; a module of its own so pages can name it without Firebase. */
export const EMAIL_LINK_PATH = "/login/email-link";
