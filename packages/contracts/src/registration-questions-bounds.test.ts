import { describe, expect, it } from "vitest";
import {
  answersSchemaFor,
  MAX_QUESTION_OPTIONS,
  MAX_QUESTIONS,
  QUESTION_LABEL_MAX,
  QUESTION_OPTION_MAX,
  QUESTION_VALIDATION,
  questionIdSchema,
  rawAnswersSchema,
  registrationQuestionSchema,
  registrationQuestionsSchema,
  updateAnswersSchemaFor,
} from "./registration-questions.ts";
import { issues } from "./test-support/schema-issues.ts";
import { VALIDATION } from "./validation.ts";

const choice = (options: string[]) => ({ id: "q1", label: "Taille", kind: "choice", options });

describe("an organizer's questions", () => {
  it("names a question by a q and one to fifteen lower-case letters or digits", () => {
    for (const id of ["q1", "qa", "qz9", `q${"a".repeat(15)}`]) expect(questionIdSchema.safeParse(id).success, id).toBe(true);
    for (const id of ["q", `q${"a".repeat(16)}`, "xq1", "q1!", "q-", "qA"]) expect(questionIdSchema.safeParse(id).success, id).toBe(false);
  });

  it("takes a label of up to 200 characters once trimmed", () => {
    const longest = "x".repeat(QUESTION_LABEL_MAX);
    expect(registrationQuestionSchema.parse({ id: "q1", label: ` ${longest} `, kind: "text" }).label).toBe(longest);
    expect(registrationQuestionSchema.parse({ id: "q1", label: "A", kind: "text" }).label).toBe("A");
  });

  it("takes options of up to 80 characters once trimmed, ten at most, none blank", () => {
    const longest = "o".repeat(QUESTION_OPTION_MAX);
    expect(registrationQuestionSchema.parse(choice([` ${longest} `, "B"])).options).toEqual([longest, "B"]);
    expect(issues(registrationQuestionSchema, choice(["o".repeat(QUESTION_OPTION_MAX + 1), "B"]))).toEqual([`options.0: ${VALIDATION.tooLong}`]);
    expect(issues(registrationQuestionSchema, choice(["A", "  "]))).toEqual([`options.1: ${VALIDATION.required}`]);
    const ten = Array.from({ length: MAX_QUESTION_OPTIONS }, (_, i) => `Option ${i}`);
    expect(registrationQuestionSchema.parse(choice(ten)).options).toEqual(ten);
    expect(issues(registrationQuestionSchema, choice([...ten, "Une de trop"]))).toEqual([`options: ${VALIDATION.tooLong}`]);
  });

  it("asks a choice without options for two of them, and accepts exactly two or three", () => {
    expect(issues(registrationQuestionSchema, { id: "q1", label: "Taille", kind: "choices" })).toEqual([`options: ${QUESTION_VALIDATION.optionsTooFew}`]);
    expect(issues(registrationQuestionSchema, choice([]))).toEqual([`options: ${QUESTION_VALIDATION.optionsTooFew}`]);
    expect(registrationQuestionSchema.parse(choice(["M", "L"])).options).toEqual(["M", "L"]);
    expect(registrationQuestionSchema.parse(choice(["M", "L", "XL"])).options).toEqual(["M", "L", "XL"]);
    expect(issues(registrationQuestionSchema, choice(["M", "L", "m"]))).toEqual([`options: ${QUESTION_VALIDATION.optionsRepeated}`]);
  });

  it("tells two options apart as a player reads them, letter case aside", () => {
    expect(registrationQuestionSchema.parse(choice(["Straße", "STRASSE"])).options).toEqual(["Straße", "STRASSE"]);
  });

  it("keeps no options, and asks none, on a text or yes/no question", () => {
    expect(registrationQuestionSchema.parse({ id: "q1", label: "Allergies", kind: "text", options: ["x"] })).toEqual({
      id: "q1",
      label: "Allergies",
      kind: "text",
      required: false,
      options: [],
    });
    expect(registrationQuestionSchema.parse({ id: "q1", label: "Location", kind: "yes_no", required: true }).options).toEqual([]);
  });

  it("starts a game with no questions, and refuses the same id twice", () => {
    expect(registrationQuestionsSchema.parse(undefined)).toEqual([]);
    const q = { id: "q1", label: "Taille", kind: "text" };
    expect(issues(registrationQuestionsSchema, [q, q])).toEqual([`: ${VALIDATION.required}`]);
  });
});

describe("a player's answers", () => {
  // Built inside each test: a schema that throws while the file is collected fails no test at all.
  const schema = () =>
    answersSchemaFor([
      registrationQuestionSchema.parse({ id: "qone", label: "Taille", kind: "choice", options: ["M", "L"], required: true }),
      registrationQuestionSchema.parse({ id: "qopt", label: "Repas", kind: "choice", options: ["Midi", "Soir"] }),
      registrationQuestionSchema.parse({ id: "qmany", label: "Jours", kind: "choices", options: ["Sam", "Dim"] }),
      registrationQuestionSchema.parse({ id: "qyes", label: "Location", kind: "yes_no" }),
    ]);

  it("reads an empty box or none at all on an optional question as no answer", () => {
    expect(schema().parse({ qone: "M", qopt: "", qmany: "", qyes: "" })).toEqual({ qone: "M" });
    expect(schema().parse({ qone: "M", qopt: null, qmany: null, qyes: null })).toEqual({ qone: "M" });
  });

  it("says which choice is not on offer", () => {
    expect(issues(schema(), { qone: "XL" })).toEqual([`qone: ${VALIDATION.required}`]);
    expect(issues(schema(), { qone: "M", qmany: ["Sam", "Lun"] })).toEqual([`qmany: ${VALIDATION.required}`]);
  });

  it("checks the answers a registered player changes like the first ones", () => {
    const update = updateAnswersSchemaFor([registrationQuestionSchema.parse({ id: "qyes", label: "Location", kind: "yes_no", required: true })]);
    expect(update.parse({ answers: { qyes: true, qgone: "x" } })).toEqual({ answers: { qyes: true } });
    expect(issues(update, { answers: {} })).toEqual([`answers.qyes: ${VALIDATION.required}`]);
  });
});

describe("answers before the game's questions are known", () => {
  it("takes up to ten answers, and says an eleventh is too many", () => {
    const answers = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`q${i}`, "x"]));
    expect(rawAnswersSchema.parse(answers(MAX_QUESTIONS))).toEqual(answers(MAX_QUESTIONS));
    expect(issues(rawAnswersSchema, answers(MAX_QUESTIONS + 1))).toEqual([`: ${VALIDATION.tooLong}`]);
  });

  it("bounds a text to 1000 characters and a list to ten options of 160", () => {
    const ok = { qt: "t".repeat(1000), qb: false, qs: ["a"], ql: Array.from({ length: 10 }, () => "o".repeat(160)) };
    expect(rawAnswersSchema.parse(ok)).toEqual(ok);
    expect(rawAnswersSchema.safeParse({ ql: ["o".repeat(161)] }).success).toBe(false);
    expect(rawAnswersSchema.safeParse({ ql: Array.from({ length: 11 }, () => "o") }).success).toBe(false);
  });
});
