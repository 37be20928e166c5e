import { MAX_QUESTION_OPTIONS, MAX_QUESTIONS, QUESTION_KINDS, QUESTION_LABEL_MAX, type RegistrationQuestion } from "@escouade/contracts/registration-questions";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { get, useFieldArray, useFormState, useWatch, type FieldError } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { CheckboxField } from "@/components/ui/checkbox-field.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Field } from "@/components/ui/field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { QUESTION_KIND_LABELS } from "@/domain/games/game-labels.ts";
import { validationMessage } from "@/lib/validation-messages.ts";
import { FormSection } from "./form-section.tsx";
import type { GameForm } from "./form-values.ts";

/** A question's id, made here once: its answers are kept by it, whatever the question becomes. */
function newQuestionId() {
  return `q${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
}

const EMPTY_QUESTION = (): RegistrationQuestion => ({ id: newQuestionId(), label: "", kind: "text", required: false, options: [] });

/** How players register: approved one by one or not, and what they are asked (docs/product.md §3). */
export function RegistrationSection({ form }: { form: GameForm }) {
  const questions = useFieldArray({ control: form.control, name: "questions", keyName: "key" });
  return (
    <FormSection
      id="inscription"
      title={<Trans>Inscription</Trans>}
      description={<Trans>Validez vous-même chaque inscription et posez vos questions aux joueurs (location, repas, taille de t-shirt...).</Trans>}
    >
      <CheckboxField
        label={<Trans>Valider chaque inscription moi-même</Trans>}
        details={
          <span className="text-muted-foreground">
            <Trans>
              Chaque demande attend votre réponse. Acceptée, elle prend une place libre ou rejoint la fin de la liste d'attente ; le joueur est prévenu dans les
              deux cas.
            </Trans>
          </span>
        }
        {...form.register("approvalRequired")}
      />
      {questions.fields.length > 0 ? (
        <ol className="space-y-4">
          {questions.fields.map((field, index) => (
            <QuestionEditor
              key={field.key}
              form={form}
              index={index}
              count={questions.fields.length}
              onMove={(to) => questions.move(index, to)}
              onRemove={() => questions.remove(index)}
            />
          ))}
        </ol>
      ) : null}
      {questions.fields.length < MAX_QUESTIONS ? (
        <Button variant="outline" onClick={() => questions.append(EMPTY_QUESTION())}>
          <Plus className="size-4" aria-hidden />
          <Trans>Ajouter une question</Trans>
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>10 questions au maximum.</Trans>
        </p>
      )}
    </FormSection>
  );
}

interface QuestionEditorProps {
  form: GameForm;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function QuestionEditor({ form, index, count, onMove, onRemove }: QuestionEditorProps) {
  const { t } = useLingui();
  const kind = useWatch({ control: form.control, name: `questions.${index}.kind` });
  const number = index + 1;
  return (
    <li className="space-y-4 rounded-xl border border-border p-4" aria-label={t`Question ${number}`}>
      <div className="grid gap-4 sm:grid-cols-[1fr_13rem]">
        <FormField control={form.control} name={`questions.${index}.label`} label={<Trans>Question {number}</Trans>}>
          {(a11y) => (
            <Input {...a11y} maxLength={QUESTION_LABEL_MAX} placeholder={t`Ex. Louez-vous une réplique ?`} {...form.register(`questions.${index}.label`)} />
          )}
        </FormField>
        <FormField control={form.control} name={`questions.${index}.kind`} label={<Trans>Type de réponse</Trans>}>
          {(a11y) => (
            <Select {...a11y} {...form.register(`questions.${index}.kind`)}>
              <SelectOptions values={QUESTION_KINDS} labels={QUESTION_KIND_LABELS} />
            </Select>
          )}
        </FormField>
      </div>
      {kind === "choice" || kind === "choices" ? <OptionsEditor form={form} index={index} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField label={<Trans>Réponse obligatoire</Trans>} {...form.register(`questions.${index}.required`)} />
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" onClick={() => onMove(index - 1)} disabled={index === 0} aria-label={t`Monter la question ${number}`}>
            <ArrowUp className="size-4" aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" onClick={() => onMove(index + 1)} disabled={index === count - 1} aria-label={t`Descendre la question ${number}`}>
            <ArrowDown className="size-4" aria-hidden />
          </Button>
          <Button variant="ghost" className="text-destructive" onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden />
            <Trans>Supprimer</Trans>
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * The choices, one per line: quicker to type on a phone than a box per choice. Blank lines are
 * dropped from the value but kept in the box while the organizer types.
 */
function OptionsEditor({ form, index }: { form: GameForm; index: number }) {
  const name = `questions.${index}.options` as const;
  const [text, setText] = useState(() => (form.getValues(name) ?? []).join("\n"));
  const { errors, isSubmitted } = useFormState({ control: form.control, name });
  const error = get(errors, name) as (FieldError & Record<number, FieldError | undefined>) | undefined;
  // The list's own error (too few, repeated), else the first choice's (too long).
  const message = error?.message ?? (Array.isArray(error) ? (error as (FieldError | undefined)[]).find((e) => e?.message)?.message : undefined);
  return (
    <Field label={<Trans>Choix proposés, un par ligne</Trans>} hint={<Trans>De 2 à {MAX_QUESTION_OPTIONS} choix.</Trans>} error={validationMessage(message)}>
      {(a11y) => (
        <Textarea
          {...a11y}
          rows={4}
          className="min-h-24"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const options = event.target.value
              .split("\n")
              .map((line) => line.trim())
              .filter(Boolean);
            form.setValue(name, options, { shouldDirty: true, shouldValidate: isSubmitted });
          }}
        />
      )}
    </Field>
  );
}
