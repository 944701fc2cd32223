/** Stellara's mark: a crescent cradling a four-pointed star. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="logo-mark">
      <circle cx="16" cy="16" r="15" fill="none" stroke="currentColor" strokeOpacity="0.35" />
      <path d="M20.5 6.5a10 10 0 1 0 5 17.3A8.2 8.2 0 0 1 20.5 6.5Z" fill="currentColor" fillOpacity="0.9" />
      <path d="M13 9.5l1.2 3.3 3.3 1.2-3.3 1.2L13 18.5l-1.2-3.3-3.3-1.2 3.3-1.2Z" fill="var(--accent)" />
    </svg>
  );
}
