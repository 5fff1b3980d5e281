import {
  deliveryCodeLine,
  renderTemplate,
  SMS_LENGTH,
  smsParts,
  type CustomerMessageChannel,
  type CustomerMessageEvent,
} from '@/api/schemas/customer-messages';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { plural } from '@/components/ui/plural';
import { SAMPLE_CODE, type Samples } from './sample-values';

/** The message a customer would get from this template, with sample values. */
export function previewText(event: CustomerMessageEvent, template: string, samples: Samples): string {
  const code = event === 'pickedUp' && samples.withCode ? deliveryCodeLine(SAMPLE_CODE) : '';
  return template.trim() === '' ? '' : renderTemplate(template.trim(), samples.values) + code;
}

/** "142 / 160 characters · 1 SMS" by SMS; the characters alone by WhatsApp or e-mail. */
export function lengthText(text: string, channel: CustomerMessageChannel): string {
  return channel === 'sms'
    ? `${text.length} / ${SMS_LENGTH} characters · ${smsParts(text)} SMS`
    : plural(text.length, 'character');
}

export interface TemplatePreviewProps {
  event: CustomerMessageEvent;
  template: string;
  enabled: boolean;
  channel: CustomerMessageChannel;
  samples: Samples;
  /** The length line's id: the template's box is described by it. */
  lengthId: string;
}

/**
 * A moment's message as the customer reads it, live as the template changes; greyed while the
 * moment is off. By SMS, a message past 160 characters goes as several (each charged): said
 * politely, once, as the count crosses (a status region).
 */
export function TemplatePreview({ event, template, enabled, channel, samples, lengthId }: TemplatePreviewProps) {
  const text = previewText(event, template, samples);
  const parts = channel === 'sms' ? smsParts(text) : 1;
  const codeOnly = event === 'pickedUp' && samples.withCode;
  return (
    <div
      className={cn(
        'min-w-0 rounded-lg p-3 ring-1 ring-slate-200 ring-inset lg:self-start',
        enabled ? 'bg-slate-50' : 'bg-white',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-medium text-slate-500">Preview</p>
        {enabled ? null : <Badge>Off</Badge>}
      </div>
      <p
        className={cn(
          'mt-1 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]',
          enabled ? 'text-slate-800' : 'text-slate-500',
        )}
      >
        {text || 'No message yet.'}
      </p>
      <p id={lengthId} className="mt-2 text-xs text-slate-500">
        {lengthText(text, channel)}
        {enabled ? '' : codeOnly ? ' · Off: customers get only the delivery code, by SMS' : ' · Off: not sent'}
      </p>
      <p role="status" className="text-xs text-orange-700 empty:hidden">
        {enabled && parts > 1 ? `Longer than one SMS: each of these messages goes as ${parts} SMS.` : ''}
      </p>
    </div>
  );
}
