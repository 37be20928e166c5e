import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { LogIn } from "lucide-react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { useSession } from "@/lib/session.ts";
import { DeferredMenu } from "./deferred-menu.tsx";
import { WIDE_HEADER } from "./wide-header.ts";

const loadAccountMenu = () => import("./account-menu-items.tsx");

/** The wide header's account: "Connexion" for a visitor, the avatar opening the account's menu for a player. */
export function AccountMenu({ lang }: { lang: string }) {
  const { t } = useLingui();
  const session = useSession();
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
  const button = (
    <Button variant="ghost" size="icon" aria-label={t`Mon compte`}>
      <Avatar avatar={session.user.avatar} username={session.user.name || session.user.email} className="size-9" />
    </Button>
  );
  return <DeferredMenu button={button} load={loadAccountMenu} props={{ lang }} popup="menu" preloadWhere={WIDE_HEADER} />;
}
