"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useLoad } from "@/components/ui/use-load";
import { useAppSelector } from "@/store/hooks";
import { selectAuthResolved, selectSession } from "@/store/user-slice";

/**
 * Who the viewer is to this product. "checking" until the auth state and the one relation read
 * are known; "creator" counts as enrolled (they see the content) but may not review.
 */
export type Enrolment = {
  status: "checking" | "visitor" | "not-enrolled" | "enrolled" | "creator";
  uid: string | null;
  /** After a free enrolment on this page: enrolled without asking Firestore again. */
  markEnrolled: () => void;
};

const EnrolmentContext = createContext<Enrolment>({ status: "checking", uid: null, markEnrolled: () => {} });

export const useEnrolment = () => useContext(EnrolmentContext);
export const isEnrolled = ({ status }: Enrolment) => status === "enrolled" || status === "creator";

/**
 * Asks Firestore once per user whether they own the product, after hydration (the page itself
 * is the same cached HTML for everyone), for every part of the page: the buy box, the tabs and
 * the forms. The lib module loads lazily, keeping Firebase off the first paint.
 */
export function EnrolmentProvider({ productId, creators, children }: { productId: string; creators: string[]; children: ReactNode }) {
  const authResolved = useAppSelector(selectAuthResolved);
  const uid = useAppSelector(selectSession)?.uid ?? null;
  const isCreator = uid !== null && creators.includes(uid);
  const { state: owned, update } = useLoad(
    useMemo(
      () =>
        uid && !isCreator
          ? () =>
              import("@/lib/db/relations")
                .then(({ hasRelation }) => hasRelation(uid, productId))
                // The rules refuse reading a relation that does not exist: that, too, means not enrolled.
                .catch(() => false)
          : null,
      [uid, productId, isCreator],
    ),
  );

  let status: Enrolment["status"] = "checking";
  if (authResolved && !uid) status = "visitor";
  else if (isCreator) status = "creator";
  else if (owned.status === "ready") status = owned.value ? "enrolled" : "not-enrolled";

  const markEnrolled = () => update(() => true);
  return <EnrolmentContext.Provider value={{ status, uid, markEnrolled }}>{children}</EnrolmentContext.Provider>;
}
