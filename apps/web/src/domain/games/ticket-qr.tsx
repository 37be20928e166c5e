import { encode } from "uqr";
import { useMemo } from "react";

/**
 * A ticket's QR code, drawn as one SVG path (no image, no inline markup): dark modules on a white
 * quiet zone, whatever the theme, since scanners read dark on light.
 */
export function TicketQr({ code, label, className }: { code: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(code, { ecc: "M", border: 2 });
    const cells: string[] = [];
    qr.data.forEach((row, y) => row.forEach((dark, x) => dark && cells.push(`M${x} ${y}h1v1h-1z`)));
    return { size: qr.size, path: cells.join("") };
  }, [code]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
