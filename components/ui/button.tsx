import type { ComponentProps } from "react";
import { Link } from "./link";

export type ButtonVariant = "primary" | "secondary" | "outline";
export type ButtonSize = "xs" | "sm" | "md" | "lg";
type Look = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

// Every button shows where the keyboard is (WCAG 2.4.7): the outline sits outside the button, so
// it shows on the green fill too.
const BASE = "rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
const VARIANTS: Record<ButtonVariant, string> = {
  // The one action a screen is for.
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  // Its alternatives: cancel, decline, print.
  secondary: "border border-slate-300 text-slate-900 hover:bg-slate-50",
  // A next step that is not the main one.
  outline: "border border-brand-700 text-brand-800 hover:bg-brand-50",
};
const SIZES: Record<ButtonSize, string> = { xs: "px-3 py-1.5 text-sm", sm: "px-4 py-2 text-sm", md: "px-4 py-2", lg: "px-5 py-3" };

/** The classes of a button of this look; `className` adds layout (width, margins), not colours. */
export function buttonClass({ variant = "primary", size = "md", className }: Look = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], className].filter(Boolean).join(" ");
}

/** A <button> (type "button" unless told) in one of the app's looks. */
export function Button({ variant, size, className, type = "button", ...props }: Look & ComponentProps<"button">) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

/** A link that looks like a button: it goes somewhere rather than doing something. */
export function ButtonLink({ variant, size, className, ...props }: Look & ComponentProps<typeof Link>) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
