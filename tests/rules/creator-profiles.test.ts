import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { as, registerRulesEnv, seedDoc } from "./rules-env";

const profile = { displayName: "Lena Hofer", bio: "Soil scientist.", photoUrl: "https://example.com/lena.jpg" };

const rulesEnv = registerRulesEnv();
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), "creatorProfiles/lena", profile);
});

describe("creatorProfiles/{uid}", () => {
  it("a visitor reads a creator's profile but cannot write one", async () => {
    const visitor = as(rulesEnv()).visitor();
    await assertSucceeds(visitor.doc("creatorProfiles/lena").get());
    await assertSucceeds(visitor.collection("creatorProfiles").limit(50).get());
    await assertFails(visitor.doc("creatorProfiles/lena").set(profile));
  });

  it("the owner saves their profile, a photo address included, and may clear the photo", async () => {
    const lena = as(rulesEnv()).user("lena");
    await assertSucceeds(lena.doc("creatorProfiles/lena").set({ ...profile, bio: "x".repeat(1000) }));
    await assertSucceeds(lena.doc("creatorProfiles/lena").update({ photoUrl: "" }));
  });

  it("nobody writes or deletes someone else's profile", async () => {
    const otto = as(rulesEnv()).user("otto");
    await assertFails(otto.doc("creatorProfiles/lena").set({ ...profile, bio: "Buy elsewhere." }));
    await assertFails(otto.doc("creatorProfiles/lena").update({ displayName: "Otto" }));
    await assertFails(otto.doc("creatorProfiles/lena").delete());
  });

  it("the owner cannot add fields, leave one out or blank the name", async () => {
    const lena = as(rulesEnv()).user("lena");
    await assertFails(lena.doc("creatorProfiles/lena").set({ ...profile, verified: true }));
    await assertFails(lena.doc("creatorProfiles/lena").update({ email: "lena@example.com" }));
    await assertFails(lena.doc("creatorProfiles/lena").set({ displayName: "Lena", bio: "Hi" }));
    await assertFails(lena.doc("creatorProfiles/lena").update({ displayName: "" }));
  });

  it("a bio over 1,000 characters or a name over 100 is refused", async () => {
    const lena = as(rulesEnv()).user("lena");
    await assertFails(lena.doc("creatorProfiles/lena").update({ bio: "x".repeat(1001) }));
    await assertFails(lena.doc("creatorProfiles/lena").update({ displayName: "x".repeat(101) }));
    await assertFails(lena.doc("creatorProfiles/lena").update({ bio: 42 }));
  });

  it("the photo must be an https address: javascript:, data: and http: URLs are refused", async () => {
    const lena = as(rulesEnv()).user("lena");
    for (const photoUrl of ["javascript:alert(1)", "data:image/svg+xml,<svg onload=alert(1)>", "http://example.com/a.jpg", 'https://x.example/a.jpg" onerror="alert(1)', `https://example.com/${"a".repeat(500)}`]) {
      await assertFails(lena.doc("creatorProfiles/lena").update({ photoUrl }));
    }
  });
});
