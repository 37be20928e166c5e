import type { ClaimProofKind } from "@escouade/contracts/places";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { AtSign, Check, ExternalLink, Globe, Phone, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";
import { formatDate } from "@/lib/dates.ts";
import type { PendingClaim } from "./use-decide-claim.ts";

const PROOF_KIND_LABELS: Record<ClaimProofKind, MessageDescriptor> = {
  website: msg`Site web`,
  email: msg`Adresse e-mail`,
  phone: msg`Téléphone`,
};

/** decideClaimSchema's limit on the reason. */
const REASON_MAX = 1000;

const PROOF_KIND_ICONS = { website: Globe, email: AtSign, phone: Phone } as const;

/** The server accepts web addresses only; a link is drawn for nothing else all the same. */
const webLink = (address: string | null) => (address && /^https?:\/\//i.test(address) ? address : null);

interface PendingClaimCardProps {
  claim: PendingClaim;
  lang: string;
  busy: boolean;
  onDecide: (decision: "accepted" | "refused", reason: string) => void;
}

/** One claim: the place as it is known (to compare with the proof), who claims it, why, and the proof. */
export function PendingClaimCard({ claim, lang, busy, onDecide }: PendingClaimCardProps) {
  const { i18n } = useLingui();
  const reasonId = useId();
  const reasonHintId = useId();
  const [reason, setReason] = useState("");
  const { shop, claimant } = claim;
  const shopWebsite = webLink(shop.website);
  const proofLink = claim.proofKind === "website" ? webLink(claim.proof) : null;
  const ProofIcon = PROOF_KIND_ICONS[claim.proofKind];
  return (
    <article aria-labelledby={`claim-${claim.id}`} className="space-y-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-accent">{i18n._(SHOP_TYPE_LABELS[shop.type])}</p>
        <p className="text-xs text-muted-foreground">
          <Trans>Demandé le {formatDate(claim.createdAt, lang, "dateTime")}</Trans>
        </p>
      </div>
      <h2 id={`claim-${claim.id}`} className="text-lg font-bold leading-snug [overflow-wrap:anywhere]">
        <Link to="/$lang/shops/$shopId" params={{ lang, shopId: shop.id }} className="underline-offset-2 hover:underline">
          {shop.name}
        </Link>
        {shop.city ? <span className="font-normal text-muted-foreground"> · {shop.city}</span> : null}
      </h2>
      {/* What the map already knows of the place, to hold the proof against. */}
      <div className="space-y-1 text-sm text-muted-foreground">
        {shop.website ? (
          <p className="flex min-w-0 items-center gap-1.5">
            <Globe className="size-4 shrink-0" aria-hidden />
            {shopWebsite ? (
              <a href={shopWebsite} target="_blank" rel="noopener noreferrer nofollow" className="truncate underline-offset-2 hover:underline">
                {shop.website}
              </a>
            ) : (
              <span className="truncate">{shop.website}</span>
            )}
          </p>
        ) : null}
        {shop.phone ? (
          <p className="flex items-center gap-1.5">
            <Phone className="size-4 shrink-0" aria-hidden />
            {shop.phone}
          </p>
        ) : null}
        <p>
          <Plural value={claim.owners} _0="Aucun gérant pour l'instant." one="Déjà # gérant." other="Déjà # gérants." />
        </p>
      </div>
      <p className="text-sm [overflow-wrap:anywhere]">
        {claimant.username ? (
          <Trans>
            Revendiqué par{" "}
            <Link to="/$lang/user/$userId" params={{ lang, userId: claimant.id }} className="font-semibold text-accent underline-offset-2 hover:underline">
              {claimant.username}
            </Link>
          </Trans>
        ) : (
          <Trans>Revendiqué par un joueur sans profil</Trans>
        )}
      </p>
      <blockquote className="whitespace-pre-line rounded-lg bg-muted/60 px-3 py-2 text-sm [overflow-wrap:anywhere]">{claim.message}</blockquote>
      <dl className="space-y-0.5 text-sm">
        <dt className="flex items-center gap-1.5 font-semibold">
          <ProofIcon className="size-4 shrink-0" aria-hidden />
          <Trans>Preuve : {i18n._(PROOF_KIND_LABELS[claim.proofKind])}</Trans>
        </dt>
        <dd className="min-w-0 [overflow-wrap:anywhere]">
          {proofLink ? (
            <a
              href={proofLink}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex min-h-11 max-w-full items-center gap-1.5 font-medium text-accent underline-offset-2 hover:underline"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">{claim.proof}</span>
              <ExternalLink className="size-3.5 shrink-0" aria-hidden />
            </a>
          ) : (
            claim.proof
          )}
        </dd>
      </dl>
      <div className="space-y-1.5">
        <label htmlFor={reasonId} className="text-sm font-semibold">
          <Trans>Motif (facultatif)</Trans>
        </label>
        <p id={reasonHintId} className="text-xs text-muted-foreground">
          <Trans>Écrit au journal de modération ; en cas de refus, le joueur le reçoit.</Trans>
        </p>
        <Textarea
          id={reasonId}
          aria-describedby={reasonHintId}
          rows={2}
          className="min-h-20"
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2 pt-1">
        <Button onClick={() => onDecide("accepted", reason)} disabled={busy}>
          <Check className="size-4" aria-hidden />
          <Trans>Accorder la gestion</Trans>
        </Button>
        <Button variant="outline" onClick={() => onDecide("refused", reason)} disabled={busy}>
          <X className="size-4" aria-hidden />
          <Trans>Refuser</Trans>
        </Button>
      </div>
    </article>
  );
}
