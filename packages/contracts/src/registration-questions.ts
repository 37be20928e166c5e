import { z } from "./zod.ts";
import { VALIDATION } from "./validation.ts";

/**
 * Questions an organizer asks at registration (docs/product.md §3): a short text, one choice,
 * several choices, or yes/no, each required or not. They live on the game; a registration keeps
 * the answers by question id, so an edited question keeps its answers and a deleted one drops them.
 */
export const QUESTION_KINDS = ["text", "choice", "choices", "yes_no"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const MAX_QUESTIONS = 10;
export const MAX_QUESTION_OPTIONS = 10;
export const QUESTION_LABEL_MAX = 200;
export const QUESTION_OPTION_MAX = 80;
export const ANSWER_TEXT_MAX = 500;

/** Error keys of the questions editor and of the answers (translated by the web). */
export const QUESTION_VALIDATION = {
  optionsTooFew: "options_too_few",
  optionsRepeated: "options_repeated",
  tooManyQuestions: "too_many_questions",
} as const;

const CHOICE_KINDS: readonly QuestionKind[] = ["choice", "choices"];

/** A question's id: made by the form, a letter first so that a form path never reads it as an index. */
export const questionIdSchema = z.string().regex(/^q[a-z0-9]{1,15}$/);

export const registrationQuestionSchema = z
  .object({
    id: questionIdSchema,
    label: z.string(VALIDATION.required).trim().min(1, VALIDATION.required).max(QUESTION_LABEL_MAX, VALIDATION.tooLong),
    kind: z.enum(QUESTION_KINDS, VALIDATION.required),
    required: z.boolean().default(false),
    options: z
      .array(z.string(VALIDATION.required).trim().min(1, VALIDATION.required).max(QUESTION_OPTION_MAX, VALIDATION.tooLong))
      .max(MAX_QUESTION_OPTIONS, VALIDATION.tooLong)
      .default([]),
  })
  .superRefine((question, ctx) => {
    if (!CHOICE_KINDS.includes(question.kind)) return;
    if (question.options.length < 2) ctx.addIssue({ code: "custom", message: QUESTION_VALIDATION.optionsTooFew, path: ["options"] });
    else if (new Set(question.options.map(optionKey)).size !== question.options.length) {
      ctx.addIssue({ code: "custom", message: QUESTION_VALIDATION.optionsRepeated, path: ["options"] });
    }
  })
  // Options mean something only to a choice; a text or yes/no question keeps none.
  .transform((question) => (CHOICE_KINDS.includes(question.kind) ? question : { ...question, options: [] }));
export type RegistrationQuestion = z.output<typeof registrationQuestionSchema>;

export const registrationQuestionsSchema = z
  .array(registrationQuestionSchema)
  .max(MAX_QUESTIONS, QUESTION_VALIDATION.tooManyQuestions)
  .refine((questions) => new Set(questions.map((q) => q.id)).size === questions.length, { message: VALIDATION.required })
  .default([]);

/** "Oui" and "oui " are one option to a player choosing. */
function optionKey(option: string) {
  return option.trim().toLocaleLowerCase();
}

export type RegistrationAnswer = string | string[] | boolean;
export type RegistrationAnswers = Record<string, RegistrationAnswer>;

/** The answers as sent: checked against the game's questions by `answersSchemaFor`, on both sides. */
export const rawAnswersSchema = z
  .record(
    questionIdSchema,
    z.union([z.string().max(ANSWER_TEXT_MAX * 2), z.array(z.string().max(QUESTION_OPTION_MAX * 2)).max(MAX_QUESTION_OPTIONS), z.boolean()]),
  )
  .refine((answers) => Object.keys(answers).length <= MAX_QUESTIONS, { message: VALIDATION.tooLong })
  .default({});

/** A form leaves an unanswered box as "" or null: it is no answer at all. */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

function answerSchema(question: RegistrationQuestion): z.ZodType<RegistrationAnswer | undefined> {
  switch (question.kind) {
    case "text": {
      const text = z.string(VALIDATION.required).trim().max(ANSWER_TEXT_MAX, VALIDATION.tooLong);
      return z.preprocess(
        (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
        question.required ? text.min(1, VALIDATION.required) : text.optional(),
      ) as z.ZodType<string | undefined>;
    }
    case "choice": {
      // Compared as plain strings: an option is any text the organizer typed, "__proto__" included.
      const choice = z.string(VALIDATION.required).refine((value) => question.options.includes(value), { message: VALIDATION.required });
      return z.preprocess(blankToUndefined, question.required ? choice : choice.optional()) as z.ZodType<string | undefined>;
    }
    case "choices": {
      const list = z
        .array(z.string(), VALIDATION.required)
        .refine((picked) => picked.every((value) => question.options.includes(value)) && new Set(picked).size === picked.length, {
          message: VALIDATION.required,
        });
      // Nothing ticked on an optional question is no answer; on a required one, it is missing.
      return z.preprocess(
        (value) => (Array.isArray(value) && value.length === 0 ? undefined : blankToUndefined(value)),
        question.required ? list : list.optional(),
      ) as z.ZodType<string[] | undefined>;
    }
    case "yes_no": {
      const yesNo = z.boolean(VALIDATION.required);
      return z.preprocess(blankToUndefined, question.required ? yesNo : yesNo.optional()) as z.ZodType<boolean | undefined>;
    }
  }
}

/**
 * The answers one game's questions accept: each answered as its kind says, every required one
 * answered, answers to questions the game no longer asks dropped. The output keeps only answers given.
 */
export function answersSchemaFor(questions: readonly RegistrationQuestion[]) {
  const shape = Object.fromEntries(questions.map((question) => [question.id, answerSchema(question)]));
  // No answers sent is answering nothing: each required question then says it is missing.
  return z
    .preprocess((value) => value ?? {}, z.object(shape))
    .transform((answers) => Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as RegistrationAnswers);
}

/** A registered player's answers again (`registrations.updateAnswers`), as one game's questions accept them. */
export function updateAnswersSchemaFor(questions: readonly RegistrationQuestion[]) {
  return z.object({ answers: answersSchemaFor(questions) });
}

/** An answer as one line of text (the registrations page, the CSV); `yes`/`no` in the reader's language. */
export function answerText(answer: RegistrationAnswer | undefined, words: { yes: string; no: string }): string {
  if (answer === undefined) return "";
  if (typeof answer === "boolean") return answer ? words.yes : words.no;
  return Array.isArray(answer) ? answer.join(", ") : answer;
}
