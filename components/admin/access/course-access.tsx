import { BulkGrantForm } from "./bulk-grant-form";
import { UserAccessPanel } from "./user-access-panel";

/** /admin/course_access: the lookup and bulk forms; each searches the products it grants (ProductPicker). */
export function CourseAccess() {
  return (
    <div className="space-y-10">
      <UserAccessPanel />
      <BulkGrantForm />
    </div>
  );
}
