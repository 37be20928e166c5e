import { UI_LANGUAGE_OPTIONS, type UiLanguage } from "@escouade/contracts/languages";
import { useLingui } from "@lingui/react/macro";
import { useLocation, useNavigate, useParams } from "@tanstack/react-router";
import { Check, Languages } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent, DropdownMenuItem } from "@/components/ui/dropdown-menu.tsx";

/** Same page, other language: only the first path segment changes. */
export function useSwitchLanguage() {
  const navigate = useNavigate();
  const location = useLocation();
  return (code: UiLanguage) => {
    const path = location.pathname.replace(/^\/[^/]+/, `/${code}`);
    void navigate({ href: `${path}${location.searchStr}${location.hash ? `#${location.hash}` : ""}` });
  };
}

export function LanguageSwitcher() {
  const { t } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const switchLanguage = useSwitchLanguage();
  const current = UI_LANGUAGE_OPTIONS.find((o) => o.code === lang);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Named by its words and the visible code together: a voice command "FR" finds it (WCAG 2.5.3). */}
        <Button variant="ghost" size="md" className="px-3">
          <Languages className="size-5" aria-hidden />
          <span className="sr-only">{t`Changer de langue`}</span>
          <span className="uppercase">{current?.code}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {UI_LANGUAGE_OPTIONS.map((option) => (
          <DropdownMenuItem key={option.code} onSelect={() => switchLanguage(option.code)} lang={option.code}>
            <span className="flex-1">{option.name}</span>
            {option.code === lang ? <Check className="size-4" aria-hidden /> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
