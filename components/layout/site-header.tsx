import { Link } from "@/components/ui/link";
import { brand } from "@/config/brand";
import { MainNav } from "./main-nav";
import { LazyNotificationBell } from "./notification-bell-lazy";
import { WidgetBoundary } from "./widget-boundary";

export function SiteHeader() {
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 fill-brand-700">
            <path d="M12 2C7 6 4 10 4 14a8 8 0 0 0 16 0c0-4-3-8-8-12Zm0 18a6 6 0 0 1-6-6c0-2.6 1.8-5.6 6-9.2V20Z" />
          </svg>
          {brand.name}
        </Link>
        <div className="flex items-center">
          <WidgetBoundary>
            <MainNav />
          </WidgetBoundary>
          <WidgetBoundary>
            <LazyNotificationBell />
          </WidgetBoundary>
        </div>
      </div>
    </header>
  );
}
