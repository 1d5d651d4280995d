/** The four-square App Library mark; decorative next to the visible name. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0a58ca" />
      <rect x="7" y="7" width="8" height="8" rx="2" fill="#fff" />
      <rect x="17" y="7" width="8" height="8" rx="2" fill="#ffb020" />
      <rect x="7" y="17" width="8" height="8" rx="2" fill="#ffb020" />
      <rect x="17" y="17" width="8" height="8" rx="2" fill="#fff" />
    </svg>
  );
}
