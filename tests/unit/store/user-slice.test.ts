import { makeStore } from "@/store";
import {
  creatorStatusLoaded,
  emailUpdated,
  recordLoaded,
  selectAuthResolved,
  selectIsCreator,
  selectRole,
  selectSession,
  selectUnverifiedEmail,
  selectUserRecord,
  signedIn,
  signedOut,
} from "@/store/user-slice";
import { aSession, aUserRecord } from "@/tests/factories/user";

describe("user slice", () => {
  it("starts unresolved and empty, so nothing session-dependent renders before the first auth callback", () => {
    const state = makeStore().getState();
    expect(selectAuthResolved(state)).toBe(false);
    expect(selectSession(state)).toBeNull();
    expect(selectUserRecord(state)).toBeNull();
    expect(selectRole(state)).toBe("visitor");
  });

  it("a sign-in resolves the auth state and sets the role from the admin claim", () => {
    const store = makeStore();
    store.dispatch(signedIn(aSession()));
    expect(selectAuthResolved(store.getState())).toBe(true);
    expect(selectRole(store.getState())).toBe("user");
    store.dispatch(signedIn(aSession({ isAdmin: true })));
    expect(selectRole(store.getState())).toBe("admin");
  });

  it("knows the address still to verify until a verification or an email change says otherwise", () => {
    const store = makeStore();
    expect(selectUnverifiedEmail(store.getState())).toBeNull();
    store.dispatch(signedIn(aSession({ email: "ada@example.com", emailVerified: false })));
    expect(selectUnverifiedEmail(store.getState())).toBe("ada@example.com");
    store.dispatch(emailUpdated({ email: "ada@example.com", emailVerified: true }));
    expect(selectUnverifiedEmail(store.getState())).toBeNull();
    store.dispatch(emailUpdated({ email: "ada.new@example.com", emailVerified: true }));
    expect(selectSession(store.getState())?.email).toBe("ada.new@example.com");
    // Sessions that do not say (made before it was tracked) and phone accounts are not asked.
    store.dispatch(signedIn(aSession({ email: "ada@example.com" })));
    expect(selectUnverifiedEmail(store.getState())).toBeNull();
    store.dispatch(signedIn(aSession({ email: null, emailVerified: false })));
    expect(selectUnverifiedEmail(store.getState())).toBeNull();
  });

  it("stores the user record when it arrives", () => {
    const store = makeStore();
    store.dispatch(signedIn(aSession()));
    store.dispatch(recordLoaded(aUserRecord({ firstName: "Grace" })));
    expect(selectUserRecord(store.getState())?.firstName).toBe("Grace");
  });

  it("sign-out resets the record to empty but keeps the auth state resolved", () => {
    const store = makeStore();
    store.dispatch(signedIn(aSession({ isAdmin: true })));
    store.dispatch(recordLoaded(aUserRecord()));
    store.dispatch(signedOut());
    const state = store.getState();
    expect(selectUserRecord(state)).toBeNull();
    expect(selectSession(state)).toBeNull();
    expect(selectRole(state)).toBe("visitor");
    expect(selectAuthResolved(state)).toBe(true);
  });

  it("a creator is known once their products are checked, and forgotten at sign-out", () => {
    const store = makeStore();
    store.dispatch(signedIn(aSession()));
    // Not known yet, which is not "no": Payouts waits for it rather than show a creator the learner's page.
    expect(selectIsCreator(store.getState())).toBeNull();
    store.dispatch(creatorStatusLoaded(false));
    expect(selectIsCreator(store.getState())).toBe(false);
    store.dispatch(creatorStatusLoaded(true));
    expect(selectIsCreator(store.getState())).toBe(true);
    store.dispatch(signedOut());
    expect(selectIsCreator(store.getState())).toBeNull();
  });
});
