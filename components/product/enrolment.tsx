"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
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
  const [owned, setOwned] = useState<{ key: string; owned: boolean } | null>(null);
  const key = `${uid}_${productId}`;

  // Not useLoad (decision 0127): the product page is at its 160 kB budget, and this one read is
  // its only first-load loader; the flag below drops a superseded answer as useLoad does.
  useEffect(() => {
    if (!uid || isCreator) return;
    let active = true;
    import("@/lib/db/relations")
      .then(({ hasRelation }) => hasRelation(uid, productId))
      // The rules refuse reading a relation that does not exist: that, too, means not enrolled.
      .catch(() => false)
      .then((result) => active && setOwned({ key: `${uid}_${productId}`, owned: result }));
    return () => {
      active = false;
    };
  }, [uid, productId, isCreator]);

  let status: Enrolment["status"] = "checking";
  if (authResolved && !uid) status = "visitor";
  else if (isCreator) status = "creator";
  else if (owned?.key === key) status = owned.owned ? "enrolled" : "not-enrolled";

  const markEnrolled = () => setOwned({ key, owned: true });
  return <EnrolmentContext.Provider value={{ status, uid, markEnrolled }}>{children}</EnrolmentContext.Provider>;
}
