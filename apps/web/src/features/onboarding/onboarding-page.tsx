import { Trans } from "@lingui/react/macro";
import { Card } from "@/components/ui/card.tsx";
import { OnboardingForm } from "./onboarding-form.tsx";

export function OnboardingPage() {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <Card className="space-y-6">
        <div className="space-y-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent">
            <Trans>Dernière étape</Trans>
          </p>
          <h1 className="text-2xl font-bold tracking-tight">
            <Trans>Complétez votre profil</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Les organisateurs ont besoin de savoir qui vient jouer. Votre téléphone et votre date de naissance ne sont jamais montrés aux autres joueurs.
            </Trans>
          </p>
        </div>
        <OnboardingForm />
      </Card>
    </div>
  );
}
