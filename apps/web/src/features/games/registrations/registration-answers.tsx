import { answerText, type RegistrationAnswers, type RegistrationQuestion } from "@escouade/contracts/registration-questions";
import { useLingui } from "@lingui/react/macro";

/** A player's answers to the game's questions, as the organizer reads them; unanswered ones are left out. */
export function RegistrationAnswersList({ questions, answers }: { questions: readonly RegistrationQuestion[]; answers: RegistrationAnswers }) {
  const { t } = useLingui();
  const words = { yes: t`Oui`, no: t`Non` };
  const answered = questions.filter((question) => answers[question.id] !== undefined);
  if (answered.length === 0) return null;
  return (
    <dl className="grid gap-x-3 gap-y-0.5 rounded-lg bg-muted/50 px-3 py-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
      {answered.map((question) => (
        <div key={question.id} className="contents">
          <dt className="break-words text-muted-foreground">{question.label}</dt>
          <dd className="break-words font-medium">{answerText(answers[question.id], words)}</dd>
        </div>
      ))}
    </dl>
  );
}
