// The demo accounts, one per role. Sign in with these emails and passwords on
// http://localhost:3000/login while `npm run dev` runs (README "Local Firebase").
export const users = {
  buyer: { uid: "demo-buyer", email: "buyer@verdant.test", password: "buyer-password-1", firstName: "Maya", lastName: "Fischer" },
  creator: {
    uid: "demo-creator",
    email: "creator@verdant.test",
    password: "creator-password-1",
    firstName: "Lena",
    lastName: "Hofer",
    // Her public instructor profile (creatorProfiles/{uid}); Jonas has none, so his courses show the author name alone.
    profile: {
      displayName: "Dr. Lena Hofer",
      bio: "Soil scientist at BOKU University, Vienna, teaching life cycle assessment and regenerative farming for twelve years. Her courses turn field data into decisions you can defend.",
      photoUrl: "",
    },
  },
  cocreator: { uid: "demo-cocreator", email: "cocreator@verdant.test", password: "cocreator-password-1", firstName: "Jonas", lastName: "Berg" },
  admin: { uid: "demo-admin", email: "admin@verdant.test", password: "admin-password-1", firstName: "Ada", lastName: "Admin", claims: { admin: true } },
  fresh: { uid: "demo-fresh", email: "fresh@verdant.test", password: "fresh-password-1", firstName: "Felix", lastName: "Neumann" },
  reviewer1: { uid: "demo-reviewer-1", email: "reviewer1@verdant.test", password: "reviewer-password-1", firstName: "Sofia", lastName: "Lindqvist" },
  reviewer2: { uid: "demo-reviewer-2", email: "reviewer2@verdant.test", password: "reviewer-password-2", firstName: "Pieter", lastName: "de Vries" },
  reviewer3: { uid: "demo-reviewer-3", email: "reviewer3@verdant.test", password: "reviewer-password-3", firstName: "Amara", lastName: "Okafor" },
};
