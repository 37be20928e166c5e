import { Link, useParams } from "@tanstack/react-router";
import { ArrowRight, ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { FaqContent, FaqQuestion } from "@/content/faq/types.ts";
import { usePageMeta } from "@/lib/page-meta.ts";

/** Questions grouped by topic; each answer opens in place, any number at a time. */
export function FaqPage({ faq }: { faq: FaqContent }) {
  usePageMeta({ title: faq.title, description: faq.description });
  return (
    <div className="mx-auto max-w-3xl space-y-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{faq.title}</h1>
        <p className="max-w-[68ch] text-muted-foreground">{faq.description}</p>
      </header>
      {faq.groups.map((group) => (
        <section key={group.topic} aria-labelledby={`faq-${group.topic}`} className="space-y-3">
          <h2 id={`faq-${group.topic}`} className="text-xl font-bold tracking-tight">
            {group.heading}
          </h2>
          <Accordion.Root type="multiple" className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card">
            {group.questions.map((item, index) => (
              <FaqItem key={item.question} value={`${group.topic}-${index}`} item={item} />
            ))}
          </Accordion.Root>
        </section>
      ))}
    </div>
  );
}

function FaqItem({ value, item }: { value: string; item: FaqQuestion }) {
  const { lang } = useParams({ from: "/$lang" });
  return (
    <Accordion.Item value={value}>
      <Accordion.Header asChild>
        <h3>
          <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5">
            {item.question}
            <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180" aria-hidden />
          </Accordion.Trigger>
        </h3>
      </Accordion.Header>
      <Accordion.Content className="space-y-3 px-4 pb-4 leading-relaxed text-foreground/90 sm:px-5">
        {item.answer.map((paragraph) => (
          <p key={paragraph} className="max-w-[68ch] text-pretty">
            {paragraph}
          </p>
        ))}
        {item.link && (
          <Link
            to={item.link.to}
            params={{ lang }}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent underline-offset-4 hover:underline"
          >
            {item.link.label}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        )}
      </Accordion.Content>
    </Accordion.Item>
  );
}
