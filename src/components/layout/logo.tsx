import { brand } from '@/config';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#065f46" />
      <path d="M8 10h9.5a6 6 0 0 1 0 12H8z" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="23.5" cy="10" r="2.5" fill="#fbbf24" />
    </svg>
  );
}

/** `markOnPhone`: below 640 px the mark alone, the name for screen readers (the app's top bar). */
export function Wordmark({ inverted = false, markOnPhone = false }: { inverted?: boolean; markOnPhone?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <span
        className={`text-lg font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'} ${markOnPhone ? 'max-sm:sr-only' : ''}`}
      >
        Deliver<span className={inverted ? 'text-brand-300' : 'text-brand-700'}>OS</span>
        <span className="sr-only"> ({brand.tagline})</span>
      </span>
    </span>
  );
}
