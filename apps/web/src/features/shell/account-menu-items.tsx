import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarDays, CalendarPlus, LogOut, Settings, ShieldAlert, UserRound } from "lucide-react";
import { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel } from "@/components/ui/dropdown-menu.tsx";
import { isModerator } from "@/domain/moderation/site-roles.ts";
import { useSession, useSignOut } from "@/lib/session.ts";
import { useTakeFocus, type MenuMount } from "./deferred-menu.tsx";

/** The account's menu, fetched when wanted (features/shell/account-menu.tsx draws its button). */
export default function AccountMenuItems({ lang, trigger, defaultOpen, takeFocus }: { lang: string } & MenuMount) {
  const session = useSession();
  const signOut = useSignOut();
  const triggerRef = useTakeFocus<HTMLButtonElement>(takeFocus);
  if (!session) return null;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{session.user.email}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link to="/$lang/profile/profile" params={{ lang }}>
            <UserRound className="size-4" aria-hidden />
            <Trans>Mon profil</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/$lang/profile/games" params={{ lang }}>
            <CalendarDays className="size-4" aria-hidden />
            <Trans>Mes parties</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/$lang/games/create" params={{ lang }}>
            <CalendarPlus className="size-4" aria-hidden />
            <Trans>Publier une partie</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/$lang/settings" params={{ lang }}>
            <Settings className="size-4" aria-hidden />
            <Trans>Paramètres du compte</Trans>
          </Link>
        </DropdownMenuItem>
        {isModerator(session.user) ? (
          <DropdownMenuItem asChild>
            <Link to="/$lang/moderation" params={{ lang }}>
              <ShieldAlert className="size-4" aria-hidden />
              <Trans>Modération</Trans>
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => void signOut(lang)}>
          <LogOut className="size-4" aria-hidden />
          <Trans>Se déconnecter</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
