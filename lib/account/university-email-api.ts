import { fetchAsUser } from "@/lib/auth/fetch-as-user";
import type { UniversityEmailSent, UniversityEmailStatus } from "./university-email";

// The browser's side of /api/account/university-email: refusals are HttpErrors whose message
// (and fieldErrors.email) can be shown as they are.
const PATH = "/api/account/university-email";

export const readUniversityEmail = async () => (await fetchAsUser<{ verification: UniversityEmailStatus }>("GET", PATH)).verification;
export const sendUniversityEmailLink = (email: string) => fetchAsUser<UniversityEmailSent>("POST", PATH, { email });
export const confirmUniversityEmail = async (token: string) => (await fetchAsUser<{ verification: UniversityEmailStatus }>("POST", `${PATH}/confirm`, { token })).verification;
export const removeUniversityEmail = () => fetchAsUser("DELETE", PATH);
