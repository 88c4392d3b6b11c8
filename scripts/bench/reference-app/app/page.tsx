import { CartButton } from "./cart-button";

// The bench's yardstick: what Next.js and React alone cost on this machine in the same run.
export default function ReferencePage() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>A bare Next.js page with one client component, measured with the same Lighthouse settings as the shop.</p>
      <CartButton />
    </main>
  );
}
