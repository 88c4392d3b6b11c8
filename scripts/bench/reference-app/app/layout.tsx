import type { ReactNode } from "react";

export const metadata = { title: "Reference page", description: "A bare Next.js page with a client cart button, the bench's yardstick." };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
