/** Where product teams live; shared by the server module, the browser's draft deletion and the seed. */
export const TEAMS = "productTeams";
