/** Whether `pathname` is one of our route handlers (app/api), which no page links to as a page. */
export const isRoutePath = (pathname: string) => pathname.startsWith("/api/");
