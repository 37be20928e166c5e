import { UI_LANGUAGE_OPTIONS, type UiLanguage } from "@escouade/contracts/languages";
import { useLingui } from "@lingui/react/macro";
import { useLocation, useNavigate, useParams } from "@tanstack/react-router";
import { Languages } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { DeferredMenu } from "./deferred-menu.tsx";
import { WIDE_HEADER } from "./wide-header.ts";

/** Same page, other language: only the first path segment changes. */
export function useSwitchLanguage() {
  const navigate = useNavigate();
  const location = useLocation();
  return (code: UiLanguage) => {
    const path = location.pathname.replace(/^\/[^/]+/, `/${code}`);
    void navigate({ href: `${path}${location.searchStr}${location.hash ? `#${location.hash}` : ""}` });
  };
}

const loadLanguageMenu = () => import("./language-menu.tsx");

export function LanguageSwitcher() {
  const { t } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const current = UI_LANGUAGE_OPTIONS.find((o) => o.code === lang);
  const button = (
    // Named by its words and the visible code together: a voice command "FR" finds it (WCAG 2.5.3).
    <Button variant="ghost" size="md" className="px-3">
      <Languages className="size-5" aria-hidden />
      <span className="sr-only">{t`Changer de langue`}</span>
      <span className="uppercase">{current?.code}</span>
    </Button>
  );
  return <DeferredMenu button={button} load={loadLanguageMenu} props={{ lang }} popup="menu" preloadWhere={WIDE_HEADER} />;
}
