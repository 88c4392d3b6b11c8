import { TableScroll } from "@/components/ui/table-scroll";
import type { RelationSource } from "@/lib/db/relations";
import type { AccessEntry } from "@/lib/types/access";
import { formatDate } from "@/lib/utils/format";

const sourceLabel: Record<RelationSource, string> = { purchase: "Purchase", free: "Free", grant: "Grant" };

/** The products one user has, with how and when they got each. */
export function AccessTable({ entries }: { entries: AccessEntry[] }) {
  if (entries.length === 0) return <p className="text-slate-700">This user has no products yet.</p>;
  return (
    <TableScroll label="Products of this user">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Products of this user</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-4">Product</th>
            <th scope="col" className="py-2 pr-4">Source</th>
            <th scope="col" className="py-2 pr-4">Since</th>
            <th scope="col" className="py-2">Reason</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.productId} className="border-b border-slate-200">
              <td className="py-2 pr-4 font-medium text-slate-900">{entry.title}</td>
              <td className="py-2 pr-4">{sourceLabel[entry.source]}</td>
              <td className="py-2 pr-4">{formatDate(entry.createdOn)}</td>
              <td className="py-2">{entry.reason ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
