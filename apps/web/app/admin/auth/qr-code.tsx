import { useEffect, useState } from 'react';

/** Empty modules around the code, as scanners expect (the standard's quiet zone). */
const QUIET = 4;

/**
 * A QR code drawn in the browser as SVG, from the `qrcode` package's module matrix: the
 * key never leaves the page for an outside service, and nothing is inlined as a data URL
 * or as markup. The package is loaded only when a code is to be drawn.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [path, setPath] = useState<{ d: string; size: number }>();

  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(text, { errorCorrectionLevel: 'M' });
      const parts: string[] = [];
      for (let row = 0; row < modules.size; row++) {
        for (let col = 0; col < modules.size; col++) {
          if (modules.get(row, col)) parts.push(`M${col + QUIET} ${row + QUIET}h1v1h-1z`);
        }
      }
      if (current) setPath({ d: parts.join(''), size: modules.size + 2 * QUIET });
    });
    return () => {
      current = false;
    };
  }, [text]);

  return (
    <div className="a-qr">
      {path ? (
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${path.size} ${path.size}`}
          shapeRendering="crispEdges"
        >
          <rect width={path.size} height={path.size} fill="#fff" />
          <path d={path.d} fill="#000" />
        </svg>
      ) : (
        <span className="a-spinner" aria-hidden="true" />
      )}
    </div>
  );
}
