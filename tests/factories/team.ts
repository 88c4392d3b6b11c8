/** A product's team as GET /api/creator/products/[id]/team answers its lead: Lena 80 %, Jonas 20 %, no invitations. */
export function aTeam() {
  const lena = { uid: "u1", name: "Lena K.", email: "lena@x.test", share: 80 };
  const jonas = { uid: "u2", name: "Jonas B.", email: "jonas@x.test", share: 20 };
  return { lead: true, creators: [lena, jonas], invitations: [] as { email: string; share: number }[] };
}
