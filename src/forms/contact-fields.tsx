import type { ReactNode } from 'react';
import { PasswordField, TextField, type InputProps } from './field';

/*
 * The fields several forms ask for the same way (sign-up, the profile, billing, a new
 * password): a person's names, an e-mail address, a phone number, a new password twice.
 * Each sets its input's type, keyboard and autofill; the form gives the label where it words
 * it its own way, its registration and its error. Required, as every form here asks for them.
 */

/** A field's own props: its registration (`{...register(name)}`) and its error message. */
type FieldProps = Omit<InputProps, 'label'> & { label?: ReactNode };

/** First and last name, side by side from `sm`. */
export function NameFields({
  firstName,
  lastName,
  className,
}: {
  firstName: FieldProps;
  lastName: FieldProps;
  /** The grid, with the form's own gap. */
  className: string;
}) {
  return (
    <div className={className}>
      <TextField label="First name" autoComplete="given-name" required {...firstName} />
      <TextField label="Last name" autoComplete="family-name" required {...lastName} />
    </div>
  );
}

export function EmailField({ label = 'Email', ...props }: FieldProps) {
  return <TextField label={label} type="email" inputMode="email" autoComplete="email" required {...props} />;
}

export function PhoneField({ label = 'Phone', ...props }: FieldProps) {
  return <TextField label={label} type="tel" inputMode="tel" autoComplete="tel" required {...props} />;
}

/** A new password and its confirmation; the hint (the minimum length) under the first. */
export function NewPasswordFields({
  password,
  confirm,
  hint,
}: {
  password: FieldProps & { label: ReactNode };
  confirm: FieldProps & { label: ReactNode };
  hint: ReactNode;
}) {
  return (
    <>
      <PasswordField autoComplete="new-password" hint={hint} required {...password} />
      <PasswordField autoComplete="new-password" required {...confirm} />
    </>
  );
}
