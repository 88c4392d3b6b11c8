import { deleteApp as deleteAdminApp, getApps as getAdminApps } from "firebase-admin/app";
import { deleteApp, getApps } from "firebase/app";

// The rules and db files share their process (decision 0199). Each starts without the Firebase
// apps an earlier file made, as in a process of its own: the seed's default admin app has no
// bucket, and lib/firebase/server.ts would otherwise take it for its own.
await Promise.all([...getAdminApps().map((app) => deleteAdminApp(app)), ...getApps().map((app) => deleteApp(app))]);
