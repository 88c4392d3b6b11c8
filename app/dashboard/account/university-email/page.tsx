import type { Metadata } from "next";
import { UniversityEmailConfirm } from "@/components/account/university-email-confirm";

export const metadata: Metadata = { title: "Verify your university email" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where the emailed link lands (lib/mail/student-mails.ts); the dashboard layout has signed the person in first. */
export default async function UniversityEmailPage({ searchParams }: Props) {
  const token = (await searchParams).token;
  return <UniversityEmailConfirm token={typeof token === "string" ? token : ""} />;
}
