"use client";

import { Button } from "@/components/ui/button";
import { useState, type FormEvent } from "react";
import { ShowMore } from "@/components/ui/show-more";
import { FormError } from "@/components/auth/form-parts";
import { TextField } from "@/components/ui/text-field";
import { normalizeEmail } from "@/lib/admin/access-input";
import { isEmail } from "@/lib/utils/email";
import type { UserAccess } from "@/lib/types/access";
import { AccessChangeForm } from "./access-change-form";
import { AccessTable } from "./access-table";

/** Find a user by email, see what they have, and grant or revoke one product. */
export function UserAccessPanel() {
  const [email, setEmail] = useState("");
  const [found, setFound] = useState<UserAccess | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [more, setMore] = useState<{ status: "idle" | "loading" | "failed"; added: number; error: unknown }>({ status: "idle", added: 0, error: null });

  async function lookUp(address: string) {
    setPending(true);
    setError(null);
    setMore({ status: "idle", added: 0, error: null });
    try {
      const { fetchUserAccess } = await import("@/lib/api/admin");
      setFound(await fetchUserAccess(address));
    } catch (caught) {
      setFound(null);
      setError(caught instanceof Error ? caught.message : "The user could not be looked up.");
    } finally {
      setPending(false);
    }
  }

  // The next page of the same user's products, appended; a failure keeps what is shown.
  async function showMore(shown: UserAccess) {
    if (!shown.next) return;
    setMore({ status: "loading", added: 0, error: null });
    try {
      const { fetchUserAccess } = await import("@/lib/api/admin");
      const page = await fetchUserAccess(shown.user.email, shown.next);
      setFound({ ...shown, products: [...shown.products, ...page.products], next: page.next });
      setMore({ status: "idle", added: page.products.length, error: null });
    } catch (caught) {
      setMore({ status: "failed", added: 0, error: caught });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // A new search starts over: the last answer (its error, or the user found with a product
    // and reason already chosen for them) must not be taken for this one's.
    setError(null);
    setFound(null);
    // The browser lets "name@host" through; the server would refuse it with this same message.
    const invalid = isEmail(normalizeEmail(email)) ? undefined : "Enter a valid email address.";
    setEmailError(invalid);
    if (!invalid) void lookUp(email.trim());
  }

  return (
    <section aria-labelledby="find-user-heading" className="space-y-4">
      <h2 id="find-user-heading" className="text-xl font-semibold text-slate-900">
        Find a user
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <TextField id="access-email" label="Email" type="email" required value={email} error={emailError} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? "Finding…" : "Find user"}
        </Button>
      </form>
      <FormError message={error} />
      {found ? (
        <div className="space-y-6">
          <p className="text-slate-800">
            <span className="font-semibold">{found.user.email}</span>
            {found.user.displayName ? ` (${found.user.displayName})` : ""}
          </p>
          <div>
            <AccessTable entries={found.products} />
            <ShowMore
              noun="products"
              shown={found.products.length}
              added={more.added}
              hasMore={found.next !== null}
              loading={more.status === "loading"}
              failed={more.status === "failed"}
              error={more.error}
              onMore={() => void showMore(found)}
            />
          </div>
          {/* Keyed by account: another user's form starts empty, so nothing chosen for one is granted to the next. */}
          <AccessChangeForm key={found.user.uid} email={found.user.email} onChanged={() => lookUp(found.user.email)} />
        </div>
      ) : null}
    </section>
  );
}
