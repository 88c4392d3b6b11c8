"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { CREDENTIAL_TOO_LARGE, MAX_CREDENTIAL_BYTES } from "@/config/credentials";
import type { VerifyAnswer } from "@/lib/credentials/summary";
import { verifyCredential } from "@/lib/api/certificates";
import { HttpError } from "@/lib/http/error";
import type { CredentialCheckInput } from "@/lib/schemas/certificates";
import { VerificationResultCard } from "./verification-result";

type Source = "file" | "url";

const FIELD = "block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold hover:file:bg-slate-50";

// FileReader rather than File.text(): the same in every browser and in jsdom.
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

/**
 * Checks a credential file or one of our certificate addresses. A file over 256 kB is refused
 * here, before any upload (the server refuses it again); the verdict is announced where it appears.
 */
export function VerifyForm() {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Source, string>>>({});
  const [pending, setPending] = useState<Source | null>(null);
  const [answer, setAnswer] = useState<VerifyAnswer | null>(null);

  const check = async (source: Source, body: () => Promise<CredentialCheckInput>) => {
    setPending(source);
    setErrors({});
    setAnswer(null);
    try {
      setAnswer(await verifyCredential(await body()));
    } catch (error) {
      setErrors({ [source]: error instanceof HttpError ? error.message : "The file could not be read. Choose it again." });
    } finally {
      setPending(null);
    }
  };

  const chooseFile = (chosen: File | null) => {
    setAnswer(null);
    setFile(chosen);
    setErrors(chosen && chosen.size > MAX_CREDENTIAL_BYTES ? { file: CREDENTIAL_TOO_LARGE } : {});
  };

  const submitFile = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setErrors({ file: "Choose the credential file (.jwt or .json) first." });
    if (file.size > MAX_CREDENTIAL_BYTES) return setErrors({ file: CREDENTIAL_TOO_LARGE });
    void check("file", async () => ({ credential: await readText(file) }));
  };

  const submitUrl = (event: FormEvent) => {
    event.preventDefault();
    void checkUrl();
  };

  // The schema (and valibot with it) loads when the address is sent: in the page's first load it
  // would put /certificates/verify over its bundle budget.
  const checkUrl = async () => {
    const [{ credentialUrlBody }, { firstProblem }] = await Promise.all([import("@/lib/schemas/certificates"), import("@/lib/schemas/parse")]);
    const problem = firstProblem(credentialUrlBody, { url });
    if (problem) return setErrors({ url: problem.message });
    await check("url", async () => ({ url: url.trim() }));
  };

  return (
    <div className="space-y-8">
      <div className="grid gap-6 md:grid-cols-2">
        <form onSubmit={submitFile} noValidate aria-labelledby="verify-file-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="verify-file-heading" className="text-lg font-semibold text-slate-900">
            Check a credential file
          </h2>
          <div>
            <label htmlFor="verify-file" className="block text-sm font-medium text-slate-900">
              Credential file (.jwt or .json, up to 256 kB)
            </label>
            <input
              id="verify-file"
              type="file"
              accept=".jwt,.json,.txt,application/json,text/plain"
              className={`mt-1 ${FIELD}`}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={errors.file ? "verify-file-error" : undefined}
              onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
            />
            {errors.file ? (
              <p id="verify-file-error" role="alert" className="mt-1 text-sm text-red-700">
                {errors.file}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={pending !== null}>
            {pending === "file" ? "Checking…" : "Check file"}
          </Button>
        </form>
        <form onSubmit={submitUrl} noValidate aria-labelledby="verify-url-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="verify-url-heading" className="text-lg font-semibold text-slate-900">
            Or check a certificate&apos;s address
          </h2>
          <TextField
            id="verify-url"
            label="Certificate address"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://…/certificates/…"
            value={url}
            error={errors.url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <Button type="submit" disabled={pending !== null}>
            {pending === "url" ? "Checking…" : "Check address"}
          </Button>
        </form>
      </div>
      <div role="status" aria-live="polite">
        {answer ? <VerificationResultCard answer={answer} /> : null}
      </div>
    </div>
  );
}
