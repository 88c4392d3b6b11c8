"use client";

import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { FormError, SubmitButton } from "./form-parts";
import { useAuthAction } from "./use-auth-action";

const FORMAT_HINT = "Enter your phone number in international format, starting with + and the country code.";

type PhoneNumberFormProps = {
  id: string;
  label: string;
  /** Sends the code to the checked number; a thrown error is shown beside the field. */
  onSend: (phoneNumber: string) => Promise<void>;
};

/** The first half of every phone flow: a number in international format, then "Send code". */
export function PhoneNumberForm({ id, label, onSend }: PhoneNumberFormProps) {
  const [phone, setPhone] = useState("");
  const { error, setError, pending, run } = useAuthAction();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { normalisePhoneNumber } = await import("@/lib/auth/phone");
    const number = normalisePhoneNumber(phone);
    if (!number) return setError(FORMAT_HINT);
    await run(() => onSend(number));
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <TextField id={id} label={label} type="tel" autoComplete="tel" placeholder="+43 660 1234567" value={phone} onChange={(event) => setPhone(event.target.value)} />
      <FormError message={error} />
      <SubmitButton pending={pending} label="Send code" pendingLabel="Sending the code…" />
    </form>
  );
}
