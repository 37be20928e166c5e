import type { LinkProps } from "@tanstack/react-router";

/** A page of the app an answer points to; typed against the route tree, so it cannot go stale. */
export interface FaqLink {
  label: string;
  to: NonNullable<LinkProps["to"]>;
}

export interface FaqQuestion {
  question: string;
  /** One string per paragraph. */
  answer: readonly string[];
  link?: FaqLink;
  /** A live part under the answer: "install-app" says how installing stands in this browser. */
  widget?: "install-app";
}

export type FaqTopic = "registering" | "organizing" | "fees" | "teams" | "safety" | "account" | "app";

export interface FaqGroup {
  topic: FaqTopic;
  heading: string;
  questions: readonly FaqQuestion[];
}

export interface FaqContent {
  title: string;
  /** For search engines and link previews. */
  description: string;
  groups: readonly FaqGroup[];
}
