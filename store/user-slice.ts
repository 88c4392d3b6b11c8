import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Role, Session, UserRecord } from "@/lib/types/user";

export type UserState = {
  /** False until the first auth callback: nothing that depends on the session renders before. */
  authResolved: boolean;
  session: Session | null;
  /** The users/{uid} record; set on sign-in, reset to empty on sign-out (SPEC §4). */
  record: UserRecord | null;
  /** Listed in some product's creators (derived from the products, see lib/db/products.ts); null until checked. */
  isCreator: boolean | null;
};

const initialState: UserState = { authResolved: false, session: null, record: null, isCreator: null };

export const userSlice = createSlice({
  name: "user",
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<Session>) {
      state.authResolved = true;
      state.session = action.payload;
    },
    recordLoaded(state, action: PayloadAction<UserRecord>) {
      state.record = action.payload;
    },
    /** The sign-in email changed or was verified (a link opened, the account reloaded). */
    emailUpdated(state, action: PayloadAction<{ email: string; emailVerified: boolean }>) {
      if (state.session) Object.assign(state.session, action.payload);
    },
    creatorStatusLoaded(state, action: PayloadAction<boolean>) {
      state.isCreator = action.payload;
    },
    signedOut() {
      return { ...initialState, authResolved: true };
    },
  },
  selectors: {
    selectAuthResolved: (state) => state.authResolved,
    selectSession: (state) => state.session,
    selectUserRecord: (state) => state.record,
    selectIsCreator: (state) => state.isCreator,
    /** The address still to verify, or null: signed out, verified, or a phone account without one. */
    selectUnverifiedEmail: (state) => (state.session?.email && state.session.emailVerified === false ? state.session.email : null),
    selectRole: (state): Role => (state.session ? (state.session.isAdmin ? "admin" : "user") : "visitor"),
  },
});

export const { signedIn, recordLoaded, emailUpdated, creatorStatusLoaded, signedOut } = userSlice.actions;
export const { selectAuthResolved, selectSession, selectUserRecord, selectIsCreator, selectUnverifiedEmail, selectRole } = userSlice.selectors;
