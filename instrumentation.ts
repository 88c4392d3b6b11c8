/** Runs once per server instance, before it answers requests (Next's instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { warmUpFirestore } = await import("@/lib/db/warm-up.server");
  await warmUpFirestore();
}
