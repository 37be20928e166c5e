import type { RegistrationQuestion } from "@escouade/contracts/registration-questions";
import { ANSWER_TEXT_MAX } from "@escouade/contracts/registration-questions";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import { FieldError, useGroupError } from "@/components/ui/field.tsx";
import { FormField, useFieldError } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";

/** Any form holding the answers under `answers` (the register dialog, "my answers"). */
type AnswersForm<T extends FieldValues> = UseFormReturn<T, unknown, T>;

/** The organizer's questions, each answered as its kind says (docs/product.md §3). */
export function RegistrationQuestions<T extends FieldValues>({ form, questions }: { form: AnswersForm<T>; questions: readonly RegistrationQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold">
        <Trans>Questions de l'organisation</Trans>
      </legend>
      {questions.map((question) => (
        <Question key={question.id} form={form} question={question} />
      ))}
    </fieldset>
  );
}

function Question<T extends FieldValues>({ form, question }: { form: AnswersForm<T>; question: RegistrationQuestion }) {
  const name = `answers.${question.id}` as FieldPath<T>;
  const label = (
    <>
      {question.label}
      {question.required ? null : (
        <span className="font-normal text-muted-foreground">
          {" "}
          <Trans>(facultatif)</Trans>
        </span>
      )}
    </>
  );
  if (question.kind === "text") {
    return (
      <FormField control={form.control} name={name} label={label}>
        {(a11y) => <Input {...a11y} maxLength={ANSWER_TEXT_MAX} {...form.register(name)} />}
      </FormField>
    );
  }
  if (question.kind === "yes_no") {
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Choices form={form} name={name} label={label}>
            {[true, false].map((value) => (
              <ChoiceLine key={String(value)}>
                <input
                  type="radio"
                  name={field.name}
                  ref={value ? field.ref : undefined}
                  checked={field.value === value}
                  onChange={() => field.onChange(value)}
                  onBlur={field.onBlur}
                  className="size-5 accent-[var(--primary)]"
                />
                {value ? <Trans>Oui</Trans> : <Trans>Non</Trans>}
              </ChoiceLine>
            ))}
          </Choices>
        )}
      />
    );
  }
  const type = question.kind === "choice" ? "radio" : "checkbox";
  return (
    <Choices form={form} name={name} label={label}>
      {question.options.map((option) => (
        <ChoiceLine key={option}>
          <input type={type} value={option} className="size-5 shrink-0 accent-[var(--primary)]" {...form.register(name)} />
          <span className="min-w-0 break-words">{option}</span>
        </ChoiceLine>
      ))}
    </Choices>
  );
}

/** A group of radios or boxes under the question, its one error below. */
function Choices<T extends FieldValues>({ form, name, label, children }: { form: AnswersForm<T>; name: FieldPath<T>; label: ReactNode; children: ReactNode }) {
  const error = useFieldError(form.control, name);
  const group = useGroupError(error);
  return (
    <fieldset className="space-y-1" {...group.groupProps}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {children}
      <FieldError id={group.errorId}>{error}</FieldError>
    </fieldset>
  );
}

function ChoiceLine({ children }: { children: ReactNode }) {
  return <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">{children}</label>;
}
