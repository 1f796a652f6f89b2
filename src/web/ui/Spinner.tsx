/** An indeterminate progress circle with an accessible label. */
export function Spinner({ label, size = 40 }: { label: string; size?: number }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-2 py-8 text-primary">
      <svg className="animate-spin" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" fill="none" opacity="0.25" />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          stroke="currentColor"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}
