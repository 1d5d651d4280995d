import { create } from 'qrcode';
import { useMemo } from 'react';
import styles from './two-factor.module.css';

/** Modules of white space around the code, as the QR standard asks for readers to find it. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as SVG from the `qrcode` package's module matrix: one path of dark squares, no
 * image URL or inline markup (the site's CSP allows neither script nor style from elsewhere).
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const squares: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
    return { size: modules.size + 2 * QUIET_ZONE, path: squares.join('') };
  }, [value]);
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
