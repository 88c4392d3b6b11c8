"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { mainMenuFor, undecidedMenu } from "@/config/menus";
import { useAppSelector } from "@/store/hooks";
import { selectCartCount } from "@/store/cart-slice";
import { selectAuthResolved, selectRole } from "@/store/user-slice";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { currentLink } from "./current-link";

/** SPEC §2 menus per role; until the auth state resolves only the links every role shares. */
export function MainNav() {
  const authResolved = useAppSelector(selectAuthResolved);
  const role = useAppSelector(selectRole);
  const cartCount = useAppSelector(selectCartCount);
  const pathname = usePathname();
  // Open on one page only: any navigation, Back included, leaves the menu closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const links = authResolved ? mainMenuFor(role) : undecidedMenu;
  const current = currentLink(links, pathname);

  // As with any disclosure menu, Escape or a tap outside closes it; Escape from inside hands focus
  // back to the button, so a keyboard user is not left on a link that just disappeared.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (navRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setOpenOn(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return (
    <nav ref={navRef} aria-label="Main" className="flex items-center">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpenOn(open ? null : pathname)}
        className="rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 md:hidden"
      >
        Menu
      </button>
      <ul
        id="main-menu"
        className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-16 z-40 flex-col gap-1 border-b border-slate-200 bg-white p-4 shadow-md md:static md:flex md:flex-row md:items-center md:gap-1 md:border-0 md:p-0 md:shadow-none`}
      >
        {links.map((link) => {
          const mark = current?.href === link.href ? current.current : undefined;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={mark}
                onClick={() => setOpenOn(null)}
                // Underlined as well as coloured: colour alone would not tell it apart (WCAG 1.4.1).
                className={`block rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 ${
                  mark ? "text-brand-700 underline decoration-2 underline-offset-4" : "text-slate-800"
                }`}
              >
                {link.label}
                {link.href === "/cart" && cartCount > 0 ? (
                  <span className="ml-1.5 rounded-full bg-brand-700 px-1.5 py-0.5 text-xs text-white">
                    <span className="sr-only">, items: </span>
                    {cartCount}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
        {authResolved && role !== "visitor" ? (
          <li>
            <SignOutButton />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
