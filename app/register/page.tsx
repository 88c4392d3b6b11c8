import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Create your account",
  description: "Register to buy courses, keep them in your library and start teaching your own.",
};

export default function RegisterPage() {
  return (
    <PlannedFeature
      title="Create your account"
      summary="Register to buy courses, keep them in your library and start teaching your own."
      issue={4}
    />
  );
}
