import { notFound } from "next/navigation";
import { RenderErrorTrigger } from "@/components/e2e/render-error-trigger";

// Exists only for the end-to-end suite (E2E_ROUTES=true), which needs a real render error to
// check the fallback screen; everywhere else it is a 404.
export const dynamic = "force-dynamic";

export default function RenderErrorPage() {
  if (process.env.E2E_ROUTES !== "true") notFound();
  return <RenderErrorTrigger />;
}
