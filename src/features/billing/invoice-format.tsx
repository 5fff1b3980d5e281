import type { ChargedMethod, InvoiceStatus } from '@/api/schemas/invoices';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDate } from '@/components/ui/format';

/** "1 Nov 2026 – 30 Nov 2026": a period runs up to, not including, `end` (the next one's start). */
export const periodLabel = (start: string, end: string) =>
  `${formatDate(start)} – ${formatDate(new Date(Date.parse(end) - 1))}`;

/** "Verve card ••4081", "First Bank transfer ••3318". */
export const chargedMethodLabel = (method: ChargedMethod) =>
  `${method.provider} ${method.type === 'card' ? 'card' : 'transfer'} ••${method.last4}`;

const statusTone: Record<InvoiceStatus, BadgeTone> = { paid: 'green', open: 'yellow', failed: 'red' };
const statusLabel: Record<InvoiceStatus, string> = { paid: 'Paid', open: 'Open', failed: 'Failed' };

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={statusTone[status]}>{statusLabel[status]}</Badge>;
}
