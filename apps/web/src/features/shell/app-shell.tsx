import { Trans } from "@lingui/react/macro";
import { Outlet, useParams } from "@tanstack/react-router";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";

export function AppShell() {
  const { lang } = useParams({ from: "/$lang" });
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2">
        <Trans>Aller au contenu</Trans>
      </a>
      <Header lang={lang} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
