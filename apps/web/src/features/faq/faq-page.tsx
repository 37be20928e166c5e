import { Link, useParams } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { Accordion, AccordionItem } from "@/components/ui/accordion.tsx";
import type { FaqContent, FaqQuestion } from "@/content/faq/types.ts";
import { InstallAppHelp } from "./install-app-help.tsx";

/** Questions grouped by topic; each answer opens in place, any number at a time. */
export function FaqPage({ faq }: { faq: FaqContent }) {
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
          <Accordion type="multiple">
            {group.questions.map((item, index) => (
              <FaqItem key={item.question} value={`${group.topic}-${index}`} item={item} />
            ))}
          </Accordion>
        </section>
      ))}
    </div>
  );
}

function FaqItem({ value, item }: { value: string; item: FaqQuestion }) {
  const { lang } = useParams({ from: "/$lang" });
  return (
    <AccordionItem value={value} heading={item.question} className="space-y-3 leading-relaxed text-foreground/90">
      {item.answer.map((paragraph) => (
        <p key={paragraph} className="max-w-[68ch] text-pretty">
          {paragraph}
        </p>
      ))}
      {item.widget === "install-app" ? <InstallAppHelp /> : null}
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
    </AccordionItem>
  );
}
