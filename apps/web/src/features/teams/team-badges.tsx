import { Plural, Trans } from "@lingui/react/macro";
import { BadgeCheck, Megaphone, Users } from "lucide-react";

/** "Recrute" and "Association" as the team card and the team page show them; the page spells out the law. */
export function TeamBadges({ recruiting, isAssociation, lawInFull = false }: { recruiting: boolean; isAssociation: boolean; lawInFull?: boolean }) {
  if (!recruiting && !isAssociation) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {recruiting ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-accent/10 px-2.5 py-0.5 text-xs font-bold text-accent dark:bg-accent/15">
          <Megaphone className="size-3.5" aria-hidden />
          <Trans>Recrute</Trans>
        </span>
      ) : null}
      {isAssociation ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-bold text-primary dark:bg-primary/20">
          <BadgeCheck className="size-3.5" aria-hidden />
          {lawInFull ? <Trans>Association loi 1901</Trans> : <Trans>Association</Trans>}
        </span>
      ) : null}
    </div>
  );
}

export function MemberCount({ count }: { count: number }) {
  return (
    <>
      <Users className="size-4 shrink-0" aria-hidden />
      <Plural value={count} one="# membre" other="# membres" />
    </>
  );
}
