import { answersSchemaFor, updateAnswersSchemaFor, type RegistrationAnswers } from "@escouade/contracts/registration-questions";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MessageSquareText } from "lucide-react";
import { useMemo, useState } from "react";
import type { Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";
import { appErrorCodeOf } from "@/lib/app-error-code.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { RegistrationAnswersList } from "../registrations/registration-answers.tsx";
import { RegistrationQuestions } from "./registration-questions.tsx";
import type { GameDetail } from "./use-game.ts";

interface AnswersValues {
  answers: RegistrationAnswers;
}

/**
 * A registered player's answers to the organizer's questions (docs/product.md §3), changed until
 * the start; open at once when the organizer added a required question they have not answered.
 */
export function MyAnswers({ game }: { game: GameDetail }) {
  const mine = game.myRegistration;
  const schema = useMemo(() => answersSchemaFor(game.questions), [game.questions]);
  const missing = mine ? !schema.safeParse(mine.answers).success : false;
  const [editing, setEditing] = useState(false);
  if (!mine || game.questions.length === 0) return null;
  return (
    <section aria-labelledby="my-answers" className={missing ? "space-y-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3" : "space-y-3"}>
      <h2 id="my-answers" className="flex items-center gap-2 text-sm font-semibold">
        <MessageSquareText className="size-4 shrink-0" aria-hidden />
        <Trans>Mes réponses aux questions de l'organisation</Trans>
      </h2>
      {missing ? (
        <p className="text-sm">
          <Trans>L'organisation a ajouté ou modifié des questions depuis votre inscription : répondez-y.</Trans>
        </p>
      ) : null}
      {editing || missing ? (
        <AnswersForm key={game.questions.map((q) => q.id).join()} game={game} answers={mine.answers} onDone={() => setEditing(false)} />
      ) : (
        <>
          <RegistrationAnswersList questions={game.questions} answers={mine.answers} />
          <Button variant="outline" className="w-full" onClick={() => setEditing(true)}>
            <Trans>Modifier mes réponses</Trans>
          </Button>
        </>
      )}
    </section>
  );
}

function AnswersForm({ game, answers, onDone }: { game: GameDetail; answers: RegistrationAnswers; onDone: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const resolver = useMemo(
    () => zodResolver(updateAnswersSchemaFor(game.questions)) as unknown as Resolver<AnswersValues, unknown, AnswersValues>,
    [game.questions],
  );
  // A question of several choices is answered with a list: empty until ticked.
  const start = Object.fromEntries(game.questions.map((q) => [q.id, answers[q.id] ?? (q.kind === "choices" ? [] : undefined)]));
  const form = useAppForm<AnswersValues, unknown, AnswersValues>({ resolver, defaultValues: { answers: start } });
  const save = useMutation(trpc.registrations.updateAnswers.mutationOptions());
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ gameId: game.id, answers: values.answers });
      toast.success(t`Réponses enregistrées`);
      onDone();
    } catch (error) {
      // The query client has shown why; changed questions come with the page again.
      if (appErrorCodeOf(error) !== "QUESTIONS_CHANGED") return;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.games.getGame.queryKey({ gameId: game.id }) });
  });
  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
      <FormSummary />
      <RegistrationQuestions form={form} questions={game.questions} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        <Trans>Enregistrer mes réponses</Trans>
      </Button>
    </AppForm>
  );
}
