import { RotateCcw } from 'lucide';
import { useId, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  defaultTemplates,
  templatePlaceholders,
  type CustomerMessageEvent,
  type TemplatePlaceholder,
} from '@/api/schemas/customer-messages';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { inputClasses } from '@/components/ui/input';
import { FieldShell } from '@/forms/field';
import { customerMessageEventLabels, type CustomerMessagesFormValues } from '@/forms/customer-messages-form';
import { SettingSwitch } from '../setting-row';
import type { Samples } from './sample-values';
import { TemplatePreview } from './template-preview';

/** What each placeholder's button says to assistive technology: "Insert first name". */
const placeholderNames: Record<TemplatePlaceholder, string> = {
  first_name: 'first name',
  partner: 'company name',
  tracking_number: 'tracking number',
  tracking_link: 'tracking link',
  eta: 'delivery day',
};

/**
 * One moment of a delivery: its switch, its template (with buttons that insert a placeholder
 * where the cursor is, and one that brings the default back) and its live preview. A moment
 * switched off keeps its template, and its preview greys.
 */
export function CustomerMessageRow({
  event,
  samples,
  form,
}: {
  event: CustomerMessageEvent;
  samples: Samples;
  // The card's form, passed down: react-hook-form's context and controller would join the forms
  // chunk every form screen (sign-in too) downloads.
  form: UseFormReturn<CustomerMessagesFormValues>;
}) {
  const id = useId();
  const { label, when } = customerMessageEventLabels[event];
  const { register, setValue, getValues, formState, control } = form;
  const enabled = useWatch({ control, name: `${event}.enabled` });
  const template = useWatch({ control, name: `${event}.template` });
  const channel = useWatch({ control, name: 'channel' });
  const box = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...field } = register(`${event}.template`);
  const error = formState.errors[event]?.template?.message;

  const change = (next: string, cursor?: number) => {
    setValue(`${event}.template`, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    const area = box.current;
    if (area && cursor !== undefined) {
      area.focus();
      area.setSelectionRange(cursor, cursor);
    }
  };
  const insert = (placeholder: TemplatePlaceholder) => {
    const text = `{${placeholder}}`;
    const current = getValues(`${event}.template`);
    const start = box.current?.selectionStart ?? current.length;
    const end = box.current?.selectionEnd ?? current.length;
    change(current.slice(0, start) + text + current.slice(end), start + text.length);
  };

  return (
    <li className="py-5 first:pt-0 last:pb-0">
      <SettingSwitch
        heading
        label={label}
        description={when}
        checked={enabled}
        onCheckedChange={(checked) => setValue(`${event}.enabled`, checked, { shouldDirty: true })}
      />
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <div className="min-w-0 space-y-2">
          <FieldShell
            label={
              <>
                <span className="sr-only">{label}</span> Message
              </>
            }
            error={error}
          >
            {({ inputId, describedBy, invalid }) => (
              <textarea
                id={inputId}
                rows={4}
                aria-invalid={invalid}
                aria-describedby={[describedBy, `${id}-length`].filter(Boolean).join(' ')}
                className={cn(inputClasses, 'resize-y')}
                ref={(element) => {
                  ref(element);
                  box.current = element;
                }}
                {...field}
              />
            )}
          </FieldShell>
          <div
            className="flex flex-wrap gap-2"
            role="group"
            aria-label={`Placeholders for the ${label.toLowerCase()} message`}
          >
            {templatePlaceholders.map((placeholder) => (
              <Button
                key={placeholder}
                size="sm"
                variant="secondary"
                className="font-mono"
                aria-label={`Insert ${placeholderNames[placeholder]}`}
                onClick={() => insert(placeholder)}
              >
                {`{${placeholder}}`}
              </Button>
            ))}
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Restore default ${label.toLowerCase()} message`}
              onClick={() => change(defaultTemplates[event], defaultTemplates[event].length)}
            >
              <Icon node={RotateCcw} className="size-3.5" aria-hidden="true" />
              Restore default
            </Button>
          </div>
        </div>
        <TemplatePreview
          event={event}
          template={template}
          enabled={enabled}
          channel={channel}
          samples={samples}
          lengthId={`${id}-length`}
        />
      </div>
    </li>
  );
}
