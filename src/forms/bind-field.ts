import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';

/**
 * The props that tie a field component (TextField, SelectField, …) to one value of a form: its
 * registration and its error message. `const field = bindField(form)`, then
 * `<TextField label="City" {...field('city')} />`.
 */
export function bindField<Input extends FieldValues, Context, Output>(form: UseFormReturn<Input, Context, Output>) {
  return <Name extends FieldPath<Input>>(name: Name, options?: RegisterOptions<Input, Name>) => ({
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name, options),
  });
}
