import { describe, expect, it } from "vitest";
import { statusForNewRegistration, statusOnApproval } from "./game-rules.ts";
import {
  answersSchemaFor,
  answerText,
  MAX_QUESTIONS,
  QUESTION_VALIDATION,
  rawAnswersSchema,
  registrationQuestionSchema,
  registrationQuestionsSchema,
  type RegistrationQuestion,
} from "./registration-questions.ts";
import { VALIDATION } from "./validation.ts";

const question = (over: Partial<RegistrationQuestion> & { id: string }): RegistrationQuestion =>
  registrationQuestionSchema.parse({ label: "Question ?", kind: "text", ...over });

function messages(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}:${issue.message}`);
}

describe("registration questions", () => {
  it("asks a choice for two distinct options at least", () => {
    expect(messages(registrationQuestionSchema.safeParse({ id: "q1", label: "Location ?", kind: "choice", options: ["Oui"] }))).toEqual([
      `options:${QUESTION_VALIDATION.optionsTooFew}`,
    ]);
    expect(messages(registrationQuestionSchema.safeParse({ id: "q1", label: "Repas", kind: "choices", options: ["Midi", " midi "] }))).toEqual([
      `options:${QUESTION_VALIDATION.optionsRepeated}`,
    ]);
    expect(registrationQuestionSchema.parse({ id: "q1", label: " Repas ", kind: "choices", options: [" Midi", "Soir"] })).toEqual({
      id: "q1",
      label: "Repas",
      kind: "choices",
      required: false,
      options: ["Midi", "Soir"],
    });
  });

  it("drops the options of a question that offers no choice", () => {
    expect(registrationQuestionSchema.parse({ id: "qa", label: "Allergies", kind: "text", options: ["x", "y"] }).options).toEqual([]);
    expect(registrationQuestionSchema.parse({ id: "qb", label: "Location", kind: "yes_no", options: ["x"] }).options).toEqual([]);
  });

  it("refuses a blank or overlong label, an id a form path would read as an index, and an eleventh question", () => {
    expect(messages(registrationQuestionSchema.safeParse({ id: "q1", label: "   ", kind: "text" }))).toEqual([`label:${VALIDATION.required}`]);
    expect(messages(registrationQuestionSchema.safeParse({ id: "q1", label: "x".repeat(201), kind: "text" }))).toEqual([`label:${VALIDATION.tooLong}`]);
    expect(registrationQuestionSchema.safeParse({ id: "1", label: "Taille", kind: "text" }).success).toBe(false);
    expect(registrationQuestionSchema.safeParse({ id: "Q1", label: "Taille", kind: "text" }).success).toBe(false);
    const many = Array.from({ length: MAX_QUESTIONS + 1 }, (_, i) => ({ id: `q${i}`, label: "Taille", kind: "text" }));
    expect(messages(registrationQuestionsSchema.safeParse(many))).toEqual([`:${QUESTION_VALIDATION.tooManyQuestions}`]);
    expect(registrationQuestionsSchema.safeParse(many.slice(0, MAX_QUESTIONS)).success).toBe(true);
    expect(registrationQuestionsSchema.safeParse([many[0], many[0]]).success).toBe(false);
  });
});

describe("answers", () => {
  // Built inside each test: a schema that throws while the file is collected fails no test at all.
  const questions = () => [
    question({ id: "qtext", required: true }),
    question({ id: "qnote" }),
    question({ id: "qone", kind: "choice", options: ["M", "L", "XL"], required: true }),
    question({ id: "qmany", kind: "choices", options: ["Midi", "Soir"] }),
    question({ id: "qyes", kind: "yes_no", required: true }),
    question({ id: "qmaybe", kind: "yes_no" }),
  ];
  const answers = () => answersSchemaFor(questions());

  it("keeps only what was answered, trimmed, and drops answers to questions no longer asked", () => {
    expect(answers().parse({ qtext: " 42 ", qnote: "  ", qone: "L", qmany: [], qyes: false, qmaybe: null, qgone: "old" })).toEqual({
      qtext: "42",
      qone: "L",
      qyes: false,
    });
  });

  it("names each required question left unanswered", () => {
    expect(messages(answers().safeParse({ qtext: "", qone: "", qmany: ["Soir"] })).sort()).toEqual(
      [`qone:${VALIDATION.required}`, `qtext:${VALIDATION.required}`, `qyes:${VALIDATION.required}`].sort(),
    );
  });

  it("refuses an option the question does not offer, twice the same option, an overlong text and a wrong type", () => {
    expect(answers().safeParse({ qtext: "a", qone: "XXL", qyes: true }).success).toBe(false);
    expect(answers().safeParse({ qtext: "a", qone: "__proto__", qyes: true }).success).toBe(false);
    expect(answers().safeParse({ qtext: "a", qone: "M", qyes: true, qmany: ["Midi", "Midi"] }).success).toBe(false);
    expect(answers().safeParse({ qtext: "a", qone: "M", qyes: true, qmany: ["Midi", "Nuit"] }).success).toBe(false);
    expect(messages(answers().safeParse({ qtext: "a".repeat(501), qone: "M", qyes: true }))).toEqual([`qtext:${VALIDATION.tooLong}`]);
    expect(answers().safeParse({ qtext: "a", qone: "M", qyes: "oui" }).success).toBe(false);
    expect(answers().safeParse({ qtext: "a", qone: ["M"], qyes: true }).success).toBe(false);
    expect(answers().parse({ qtext: "a", qone: "M", qyes: true, qmany: ["Soir", "Midi"] }).qmany).toEqual(["Soir", "Midi"]);
  });

  it("reads no answers sent as nothing answered", () => {
    expect(messages(answers().safeParse(undefined)).sort()).toEqual(
      [`qone:${VALIDATION.required}`, `qtext:${VALIDATION.required}`, `qyes:${VALIDATION.required}`].sort(),
    );
    expect(answersSchemaFor([]).parse(undefined)).toEqual({});
  });

  it("accepts no answers at all when no question is asked", () => {
    expect(answersSchemaFor([]).parse({ qold: "x" })).toEqual({});
  });

  it("bounds what travels before the game's questions are known", () => {
    expect(rawAnswersSchema.parse(undefined)).toEqual({});
    expect(rawAnswersSchema.safeParse({ "1": "x" }).success).toBe(false);
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`q${i}`, "x"]));
    expect(rawAnswersSchema.safeParse(eleven).success).toBe(false);
    expect(rawAnswersSchema.safeParse({ q1: "x".repeat(1001) }).success).toBe(false);
    expect(rawAnswersSchema.safeParse({ q1: 3 }).success).toBe(false);
  });

  it("reads an answer as one line", () => {
    const words = { yes: "Oui", no: "Non" };
    expect(answerText(true, words)).toBe("Oui");
    expect(answerText(false, words)).toBe("Non");
    expect(answerText(["Midi", "Soir"], words)).toBe("Midi, Soir");
    expect(answerText("L", words)).toBe("L");
    expect(answerText(undefined, words)).toBe("");
  });
});

describe("approval", () => {
  it("sends every new registration to the organizer when the game asks for approval", () => {
    expect(statusForNewRegistration({ maxPlayers: 10, confirmedCount: 0, approvalRequired: true })).toBe("pending");
    expect(statusForNewRegistration({ maxPlayers: 10, confirmedCount: 10, approvalRequired: true })).toBe("pending");
    expect(statusForNewRegistration({ maxPlayers: 10, confirmedCount: 9, approvalRequired: false })).toBe("confirmed");
    expect(statusForNewRegistration({ maxPlayers: 10, confirmedCount: 10 })).toBe("waitlisted");
  });

  it("gives an approved request a free place only when nobody waits", () => {
    expect(statusOnApproval({ maxPlayers: 10, confirmedCount: 9 }, 0)).toBe("confirmed");
    expect(statusOnApproval({ maxPlayers: 10, confirmedCount: 9 }, 1)).toBe("waitlisted");
    expect(statusOnApproval({ maxPlayers: 10, confirmedCount: 10 }, 0)).toBe("waitlisted");
  });
});
