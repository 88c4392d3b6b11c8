import { signInWithEmailAndPassword } from "firebase/auth";
import { getClientAuth } from "@/lib/firebase/client";

export async function signInWithEmail(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(getClientAuth(), email.trim(), password);
}
