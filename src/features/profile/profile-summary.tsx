import { Mail, Phone } from 'lucide';
import { Icon, type IconNode } from '@/components/ui/icons';
import type { PartnerProfile } from '@/api/schemas';
import { Skeleton } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** One contact detail: its icon and name above the value. */
function ContactDetail({
  icon,
  term,
  className,
  children,
}: {
  icon: IconNode;
  term: string;
  className?: string;
  children: string;
}) {
  return (
    <div className="relative pl-7">
      <dt className="text-xs font-medium text-slate-500">
        <Icon node={icon} className="absolute top-0.5 left-0 size-4 text-slate-400" aria-hidden="true" />
        {term}
      </dt>
      <dd className={cn('font-medium text-slate-900', className)}>{children}</dd>
    </div>
  );
}

/** The partner's company and contact details, read-only. */
export function ProfileSummary({ profile }: { profile: PartnerProfile }) {
  return (
    <div>
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
        >
          {initials(profile.companyName) || '?'}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Company name</p>
          <p className="text-lg font-semibold break-words text-slate-900">{profile.companyName}</p>
          <p className="text-sm text-slate-600">
            {profile.firstName} {profile.lastName}
          </p>
        </div>
      </div>
      <dl className="mt-5 space-y-3 border-t border-slate-100 pt-5 text-sm">
        <ContactDetail icon={Mail} term="Email" className="break-all">
          {profile.email}
        </ContactDetail>
        <ContactDetail icon={Phone} term="Phone">
          {profile.phone}
        </ContactDetail>
      </dl>
    </div>
  );
}

export function ProfileSummarySkeleton() {
  return (
    <div aria-hidden="true">
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="space-y-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-3.5 w-28" />
        </div>
      </div>
      <div className="mt-5 space-y-4 border-t border-slate-100 pt-5">
        <Skeleton className="h-9 w-52" />
        <Skeleton className="h-9 w-40" />
      </div>
    </div>
  );
}
