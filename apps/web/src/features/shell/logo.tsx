/** The Escouade mark: a crosshair in a shield, drawn inline so it follows the theme. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <path d="M32 4 8 12v18c0 15 10.4 26.6 24 30 13.6-3.4 24-15 24-30V12L32 4Z" fill="var(--primary)" />
      <circle cx="32" cy="31" r="12" fill="none" stroke="var(--accent)" strokeWidth="4" />
      <path d="M32 14v10M32 38v10M15 31h10M39 31h10" stroke="var(--primary-foreground)" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
