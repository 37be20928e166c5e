import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarDays, CalendarPlus, LogIn, LogOut, Settings, ShieldAlert, UserRound } from "lucide-react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel } from "@/components/ui/dropdown-menu.tsx";
import { isModerator } from "@/domain/moderation/site-roles.ts";
import { useSession, useSignOut } from "@/lib/session.ts";

export function AccountMenu({ lang }: { lang: string }) {
  const { t } = useLingui();
  const session = useSession();
  const signOut = useSignOut();
  if (!session) {
    return (
      <Button asChild size="md">
        <Link to="/$lang/auth" params={{ lang }}>
          <LogIn className="size-4" aria-hidden />
          <Trans>Connexion</Trans>
        </Link>
      </Button>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Mon compte`}>
          <Avatar avatar={session.user.avatar} username={session.user.name || session.user.email} className="size-9" />
        </Button>
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
