"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";

export function SignOutButton() {
  const router = useRouter();

  const handleClick = async () => {
    try {
      const { signOut } = await import("@/lib/auth/session");
      await signOut();
      toast.success("You are signed out.");
      router.push("/");
    } catch (error) {
      console.error(error);
      toast.error("Signing out failed. Check your connection and try again.");
    }
  };

  return (
    <button
      type="button"
      onClick={handleClick}
      className="block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100"
    >
      Sign out
    </button>
  );
}
